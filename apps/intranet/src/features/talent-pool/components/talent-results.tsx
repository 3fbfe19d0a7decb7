import { formatDate } from '@portal/contracts/dates';
import {
  INVITATION_BULK_MAX,
  type TalentCandidate,
  type TalentSearchPage,
} from '@portal/contracts/talent-pool';
import { ApiError } from '@portal/shell/api/api-error';
import type { UseApiResult } from '@portal/shell/api/swr';
import { Button } from '@portal/shell/components/button';
import { StateMessage } from '@portal/shell/components/state-message';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { Link } from '@portal/shell/navigation/navigation';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '#intranet/kit/recruiting/components/load-more';
import { RecruitingTable, SelectableRow } from '#intranet/kit/recruiting/components/recruiting-table';
import { useKeysetList } from '#intranet/kit/recruiting/components/use-keyset-list';
import { talentCandidatePath } from '#intranet/kit/recruiting/recruiting-access';
import { getTalentSearchPage, type TalentFilterParams } from '../api/search-candidates';
import { matchedLabels, searchOf } from './talent-filters';

/**
 * The candidates matching the filters, a page at a time ('Load more' follows the server's `next_cursor`, keyset
 * pages of decision 0073). A new search is a new list: the pages loaded after the first belong to the previous one.
 */
export function useTalentList(
  first: UseApiResult<TalentSearchPage>,
  filters: TalentFilterParams,
  onNewList?: () => void,
) {
  return useKeysetList(first, searchOf(filters), (cursor) => getTalentSearchPage(filters, cursor), onNewList);
}
type TalentList = ReturnType<typeof useTalentList>;

/**
 * The candidates chosen for a bulk invitation (decision 0087), by id with their names, across the pages of one
 * search; at most INVITATION_BULK_MAX.
 */
export interface TalentSelection {
  selected: ReadonlyMap<string, string>;
  toggle: (candidate: TalentCandidate, on: boolean) => void;
  setAll: (candidates: readonly TalentCandidate[], on: boolean) => void;
}

/** The results' state: an error (with a retry), loading, nothing matching, or the table and 'Load more'. */
export function TalentResults({
  list,
  filters,
  selection,
}: {
  list: TalentList;
  filters: TalentFilterParams;
  selection: TalentSelection;
}) {
  const { t } = useTranslation('intranet');
  const { first, items } = list;
  const full = selection.selected.size >= INVITATION_BULK_MAX;
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
      <SelectAll items={items} selection={selection} />
      <RecruitingTable
        className="talent__table"
        caption={t('recruiting.talent.caption', { count: items.length })}
        select={{ label: t('recruiting.talent.select.column'), className: 'recruiting__select-cell' }}
        labels={[
          t('recruiting.talent.name'),
          t('recruiting.talent.place'),
          t('recruiting.talent.age'),
          t('recruiting.talent.updatedAt'),
          t('recruiting.talent.matched'),
        ]}
        busy={first.stale}
      >
        {items.map((item) => (
          <TalentRow
            key={item.id}
            item={item}
            filters={filters}
            selected={selection.selected.has(item.id)}
            full={full}
            onToggle={(on) => selection.toggle(item, on)}
          />
        ))}
      </RecruitingTable>
      <LoadMore list={list} stale={first.stale} failure={t('recruiting.talent.moreError')} />
    </>
  );
}

function TalentRow({
  item,
  filters,
  selected,
  full,
  onToggle,
}: {
  item: TalentCandidate;
  filters: TalentFilterParams;
  selected: boolean;
  /** The most a bulk invitation names are selected: no more can be. */
  full: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation('intranet');
  const locale = currentLocale();
  const place = [item.city, item.state].filter(Boolean).join(' – ');
  const matched = matchedLabels(item, filters, locale, (key) => t(`recruiting.talent.filters.${key}`));
  return (
    <SelectableRow
      selected={selected}
      disabled={full && !selected}
      label={t('recruiting.talent.select.one', { name: item.name })}
      onToggle={onToggle}
    >
      <th scope="row">
        <Link to={talentCandidatePath(item.id, searchOf(filters))}>{item.name}</Link>
      </th>
      <td data-label={t('recruiting.talent.place')}>{place || '—'}</td>
      <td className="talent__nowrap" data-label={t('recruiting.talent.age')}>
        {item.age === null ? '—' : t('recruiting.talent.years', { count: item.age })}
      </td>
      <td className="talent__nowrap" data-label={t('recruiting.talent.updatedAt')}>
        {formatDate(item.updated_at, locale)}
      </td>
      <td data-label={t('recruiting.talent.matched')}>{matched.length > 0 ? matched.join(' · ') : '—'}</td>
    </SelectableRow>
  );
}

/**
 * 'Select everyone listed' (the candidates loaded so far) for a bulk invitation, while they fit in one (at most
 * INVITATION_BULK_MAX); beyond that it says so.
 */
function SelectAll({ items, selection }: { items: readonly TalentCandidate[]; selection: TalentSelection }) {
  const { t } = useTranslation('intranet');
  const all = items.length > 0 && items.every((item) => selection.selected.has(item.id));
  const added = items.filter((item) => !selection.selected.has(item.id)).length;
  const fits = all || selection.selected.size + added <= INVITATION_BULK_MAX;
  return (
    <div className="recruiting__bulk talent__select-all">
      <label className="form-check">
        <input
          type="checkbox"
          checked={all}
          disabled={!fits}
          onChange={(event) => selection.setAll(items, event.currentTarget.checked)}
        />
        {t('recruiting.talent.select.all')}
      </label>
      {!fits || selection.selected.size >= INVITATION_BULK_MAX ? (
        <span className="talent__select-max">
          {t('recruiting.talent.select.max', { max: INVITATION_BULK_MAX })}
        </span>
      ) : null}
    </div>
  );
}
