import type { TalentFacets } from '@portal/contracts/talent-pool';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type TalentFilterParams, useTalentSearch } from '../api/search-candidates';
import { canSeeSensitive } from '../recruiting-access';
import { TalentFilterForm } from './talent-filter-form';
import { searchOf, talentFiltersOf } from './talent-filters';
import { TalentResults, useTalentList } from './talent-results';
import { SavedSearches } from './talent-saved-searches';
import { TopPageHeader } from './top-page-header';

/**
 * /recrutamento/talentos: the talent pool search (DESIGN §2, decision 0073). The filters live in the URL's query
 * (a search is a link); the results come a page at a time with the total and a count per value of each filter;
 * the PcD filters only for whom has `recruiting.sensitive`.
 */
export function TalentSearchPage() {
  const { t } = useTranslation('intranet');
  const { permissions } = useAuth();
  const sensitive = canSeeSensitive(permissions);
  const [params, setParams] = useSearchParams();
  const filters = talentFiltersOf(params, sensitive);
  const search = searchOf(filters);
  const first = useTalentSearch(filters);
  const list = useTalentList(first, filters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // After a search the focus goes to the results' heading, once they answer the new filters.
  const focusPending = useRef(false);
  useDocumentTitle(t('documentTitle', { page: t('recruiting.talent.title') }));

  useEffect(() => {
    if (focusPending.current && first.data && !first.stale) {
      focusPending.current = false;
      headingRef.current?.focus();
    }
  });

  const apply = (next: TalentFilterParams) => {
    focusPending.current = true;
    setParams(new URLSearchParams(next));
  };

  const total = first.data && !first.stale ? first.data.total : undefined;
  return (
    <div className="recruiting talent">
      <TopPageHeader title={t('recruiting.talent.title')} />
      <p className="talent__intro">{t('recruiting.talent.intro')}</p>
      <TalentFilterForm
        key={search}
        params={params}
        sensitive={sensitive}
        facets={first.data?.facets}
        onSearch={apply}
      />
      <div className="talent__layout">
        <section className="talent__results" aria-labelledby={headingId}>
          <h2 id={headingId} className="talent__total" tabIndex={-1} ref={headingRef}>
            {total === undefined
              ? t('recruiting.talent.results')
              : t('recruiting.talent.total', { count: total })}
          </h2>
          <CityFacets facets={first.data?.facets} filters={filters} onApply={apply} />
          <TalentResults list={list} filters={filters} />
        </section>
        <aside className="talent__side">
          <SavedSearches filters={filters} sensitive={sensitive} />
        </aside>
      </div>
    </div>
  );
}

/**
 * The cities the results live in, the most frequent first, each with its count ('Betim 312'): a click narrows the
 * search to it (the city is a free text filter, so its facet is a list rather than a select).
 */
function CityFacets({
  facets,
  filters,
  onApply,
}: {
  facets: TalentFacets | undefined;
  filters: TalentFilterParams;
  onApply: (filters: TalentFilterParams) => void;
}) {
  const { t } = useTranslation('intranet');
  const cities = facets?.city ?? [];
  if (filters.city || cities.length < 2) return null;
  return (
    <nav className="talent__facets" aria-label={t('recruiting.talent.byCity')}>
      <span className="talent__facets-label">{t('recruiting.talent.byCity')}</span>
      <ul>
        {cities.map((entry) => (
          <li key={String(entry.value)}>
            <Link
              className="talent__facet"
              to={searchOf({ ...filters, city: String(entry.value) })}
              onClick={(event) => {
                event.preventDefault();
                onApply({ ...filters, city: String(entry.value) });
              }}
            >
              {String(entry.value)} <span className="recruiting__tab-count">{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
