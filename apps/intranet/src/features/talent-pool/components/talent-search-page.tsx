import { INVITATION_BULK_MAX, type TalentCandidate, type TalentFacets } from '@portal/contracts/talent-pool';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { Button } from '@portal/shell/components/button';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useSearchParams } from '@portal/shell/navigation/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopPageHeader } from '#intranet/kit/recruiting/components/top-page-header';
import { canSeeSensitive } from '#intranet/kit/recruiting/recruiting-access';
import { type TalentFilterParams, useTalentSearch } from '../api/search-candidates';
import { TalentFilterForm } from './talent-filter-form';
import { searchOf, talentFiltersOf } from './talent-filters';
import { type InvitationOutcome, TalentInviteDialog } from './talent-invite-dialog';
import { TalentResults, useTalentList } from './talent-results';
import { SavedSearches } from './talent-saved-searches';

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
  const invite = useBulkInvite();
  const list = useTalentList(first, filters, invite.clear);
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
          <p className="recruiting__done" role="status" tabIndex={-1} ref={invite.doneRef}>
            {invite.done}
          </p>
          <InviteBar selection={invite} />
          <TalentResults list={list} filters={filters} selection={invite} />
        </section>
        <aside className="talent__side">
          <SavedSearches filters={filters} sensitive={sensitive} />
        </aside>
      </div>
      <TalentInviteDialog
        candidates={invite.invitees}
        open={invite.open}
        onOpenChange={invite.setOpen}
        onInvited={invite.invited}
      />
    </div>
  );
}

/**
 * The bulk invitation from the results (decision 0087): the candidates selected (kept across the pages of one
 * search, dropped with a new search), the dialog, and what the last invitation came to, which takes the focus.
 */
function useBulkInvite() {
  const { t } = useTranslation('intranet');
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const toggle = (candidate: TalentCandidate, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on && next.size < INVITATION_BULK_MAX) next.set(candidate.id, candidate.name);
      else if (!on) next.delete(candidate.id);
      return next;
    });
  const setAll = (candidates: readonly TalentCandidate[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const candidate of candidates) {
        if (!on) next.delete(candidate.id);
        else if (next.size < INVITATION_BULK_MAX) next.set(candidate.id, candidate.name);
      }
      return next;
    });
  const clear = () => setSelected(new Map());
  const invitees = useMemo(() => [...selected].map(([id, name]) => ({ id, name })), [selected]);

  const invited = async (outcome: InvitationOutcome) => {
    setOpen(false);
    setSelected(new Map());
    const refused = outcome.refused
      .map((entry) => t('recruiting.talent.invite.notSentItem', entry))
      .join('; ');
    setDone(
      [
        t('recruiting.talent.invite.sentMany', { count: outcome.invited }),
        refused ? t('recruiting.talent.invite.notSent', { list: refused }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  return { selected, toggle, setAll, clear, invitees, open, setOpen, done, doneRef, invited };
}

/** How many candidates are selected, 'Invite those selected' and 'Clear the selection' (nothing while none is). */
function InviteBar({ selection }: { selection: ReturnType<typeof useBulkInvite> }) {
  const { t } = useTranslation('intranet');
  const count = selection.selected.size;
  if (count === 0) return null;
  return (
    <div className="recruiting__bulk talent__invite-bar">
      <span>{t('recruiting.talent.select.count', { count })}</span>
      <div className="talent__invite-actions">
        <Button variant="secondary" onClick={selection.clear}>
          {t('recruiting.talent.select.clear')}
        </Button>
        <Button onClick={() => selection.setOpen(true)}>{t('recruiting.talent.select.invite')}</Button>
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
