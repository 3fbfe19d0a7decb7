import { formatDate } from '@portal/contracts/dates';
import type { TalentCandidate, TalentSearchPage } from '@portal/contracts/talent-pool';
import { ApiError } from '@portal/shell/api/api-error';
import type { UseApiResult } from '@portal/shell/api/swr';
import { Button } from '@portal/shell/components/button';
import { StateMessage } from '@portal/shell/components/state-message';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getTalentSearchPage, type TalentFilterParams } from '../api/search-candidates';
import { talentCandidatePath } from '../recruiting-access';
import { LoadMore } from './load-more';
import { matchedLabels, searchOf } from './talent-filters';
import { useKeysetList } from './use-keyset-list';

/**
 * The candidates matching the filters, a page at a time ('Load more' follows the server's `next_cursor`, keyset
 * pages of decision 0073). A new search is a new list: the pages loaded after the first belong to the previous one.
 */
export function useTalentList(first: UseApiResult<TalentSearchPage>, filters: TalentFilterParams) {
  return useKeysetList(first, searchOf(filters), (cursor) => getTalentSearchPage(filters, cursor));
}
type TalentList = ReturnType<typeof useTalentList>;

/** The results' state: an error (with a retry), loading, nothing matching, or the table and 'Load more'. */
export function TalentResults({ list, filters }: { list: TalentList; filters: TalentFilterParams }) {
  const { t } = useTranslation('intranet');
  const { first, items } = list;
  if (first.error && !first.data) {
    const forbidden = first.error instanceof ApiError && first.error.code === 'forbidden';
    return (
      <div className="talent__error">
        <StateMessage block="recruiting__state" failed>
          {forbidden ? t('recruiting.talent.forbidden') : t('recruiting.talent.error')}
        </StateMessage>
        <Button variant="secondary" loading={first.isValidating} onClick={() => void first.mutate()}>
          {t('recruiting.talent.retry')}
        </Button>
      </div>
    );
  }
  if (!first.data) {
    return <StateMessage block="recruiting__state">{t('recruiting.talent.loading')}</StateMessage>;
  }
  if (items.length === 0) {
    return (
      <StateMessage block="recruiting__state">
        {Object.keys(filters).length > 0 ? t('recruiting.talent.noMatch') : t('recruiting.talent.empty')}
      </StateMessage>
    );
  }
  return (
    <>
      <div className="recruiting__table-wrap scroll-x" aria-busy={first.stale || undefined}>
        <table className="recruiting__table talent__table">
          <caption className="sr-only">{t('recruiting.talent.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('recruiting.talent.name')}</th>
              <th scope="col">{t('recruiting.talent.place')}</th>
              <th scope="col">{t('recruiting.talent.age')}</th>
              <th scope="col">{t('recruiting.talent.updatedAt')}</th>
              <th scope="col">{t('recruiting.talent.matched')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <TalentRow key={item.id} item={item} filters={filters} />
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore list={list} stale={first.stale} failure={t('recruiting.talent.moreError')} />
    </>
  );
}

function TalentRow({ item, filters }: { item: TalentCandidate; filters: TalentFilterParams }) {
  const { t } = useTranslation('intranet');
  const locale = currentLocale();
  const place = [item.city, item.state].filter(Boolean).join(' – ');
  const matched = matchedLabels(item, filters, locale, (key) => t(`recruiting.talent.filters.${key}`));
  return (
    <tr>
      <th scope="row">
        <Link to={talentCandidatePath(item.id, searchOf(filters))}>{item.name}</Link>
      </th>
      <td data-label={t('recruiting.talent.place')}>{place || '—'}</td>
      <td data-label={t('recruiting.talent.age')}>
        {item.age === null ? '—' : t('recruiting.talent.years', { count: item.age })}
      </td>
      <td data-label={t('recruiting.talent.updatedAt')}>{formatDate(item.updated_at, locale)}</td>
      <td data-label={t('recruiting.talent.matched')}>{matched.length > 0 ? matched.join(' · ') : '—'}</td>
    </tr>
  );
}
