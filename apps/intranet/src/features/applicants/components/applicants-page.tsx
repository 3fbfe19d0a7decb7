import { APPLICATION_SOURCES } from '@portal/contracts/application-sources';
import { formatDate } from '@portal/contracts/dates';
import { MESSAGES } from '@portal/contracts/messages';
import {
  APPLICATION_MESSAGE_MAX,
  type ApplicantListItem,
  type ApplicantsPage as ApplicantsPageData,
  BULK_MOVE_STATUSES,
} from '@portal/contracts/recruiting';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isOpenApplication,
} from '@portal/contracts/vacancy-rules';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { ReadState, StateMessage } from '@portal/shell/components/state-message';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useParams, useSearchParams } from '@portal/shell/navigation/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useVacancy } from '#intranet/kit/recruiting/api/get-vacancy';
import { FormDialog } from '#intranet/kit/recruiting/components/form-dialog';
import { LoadMore } from '#intranet/kit/recruiting/components/load-more';
import { RecruitingTable, SelectableRow } from '#intranet/kit/recruiting/components/recruiting-table';
import { UrlSearchForm, UrlSelectFilter } from '#intranet/kit/recruiting/components/url-filters';
import { useKeysetList } from '#intranet/kit/recruiting/components/use-keyset-list';
import { VacancyNotFound } from '#intranet/kit/recruiting/components/vacancy-not-found';
import { localizedTitle } from '#intranet/kit/recruiting/components/vacancy-texts';
import { applicationPath, RECRUITING_PATH, vacancyPath } from '#intranet/kit/recruiting/recruiting-access';
import { type ApplicantFilters, getApplicantsPage, useApplicants } from '../api/get-applicants';
import { markNotSelected, type NotSelectedResult } from '../api/mark-not-selected';
import { moveApplicationsOn } from '../api/move-applications-on';
import { MessageNoteFields, NotSelectedReasonField } from './message-note-fields';
// The kit's stylesheet before the area's own: the area's rules come after the ones they refine.
import '#intranet/kit/recruiting/components/recruiting.css';
import './applicants.css';

/**
 * /recrutamento/vagas/:id/candidatos: a vacancy's applicants, newest first, filtered in the URL by status
 * (`?status=`, tabs with the count of each) and by the candidate's name, e-mail or city (`?q=`), a page at a time
 * ('Load more' follows the server's `next_cursor`). Open applications can be selected and answered 'not selected'
 * together with one message.
 */
export function ApplicantsPage() {
  const { id } = useParams();
  const vacancyId = Number(id);
  return <Applicants key={vacancyId} vacancyId={vacancyId} />;
}

/**
 * The applicants matching the URL's filters, a page at a time, and the selection among them. A new filter is a
 * new list: the pages loaded after the first and the selection belong to the previous one.
 */
function useApplicantList(vacancyId: number, filters: ApplicantFilters) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = useKeysetList(
    useApplicants(vacancyId, filters),
    Object.values(filters).join('|'),
    (cursor) => getApplicantsPage(vacancyId, filters, cursor),
    () => setSelected(new Set()),
  );
  const { items } = list;

  const toggle = (applicationId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });
  const selectable = items.filter((item) => isOpenApplication(item.status)).map((item) => item.id);

  /** After a bulk change: the selection and the later pages are gone, the first page is read again. */
  const reload = async () => {
    setSelected(new Set());
    await list.reload();
  };

  return {
    ...list,
    selected,
    setSelected,
    toggle,
    selectable,
    reload,
  };
}

type ApplicantList = ReturnType<typeof useApplicantList>;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_found';
}

function Applicants({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation('intranet');
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const q = params.get('q') ?? '';
  const filters: ApplicantFilters = {
    status,
    q,
    screening: params.get('screening') ?? '',
    source: params.get('source') ?? '',
  };
  const vacancy = useVacancy(vacancyId);
  const list = useApplicantList(vacancyId, filters);
  /** Whether the vacancy asks screening questions: only then is there a screening to filter and show (issue 29). */
  const asks = (vacancy.data?.questions.length ?? 0) > 0;
  /** The bulk action whose dialog is open: not selected, or a move on to in review / interview. */
  const [bulk, setBulk] = useState<BulkTarget | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  const title = vacancy.data ? localizedTitle(vacancy.data.title) : t('recruiting.applicants.title');
  useDocumentTitle(t('documentTitle', { page: t('recruiting.applicants.documentTitle', { title }) }));

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const afterBulk = async (target: BulkTarget, { updated, skipped, changed }: NotSelectedResult) => {
    setBulk(null);
    // Those whose status changed since the list was read (decision 0066) are told apart from those already ended.
    const ended = skipped.length - changed.length;
    setResult(
      [
        target === 'not_selected'
          ? t('recruiting.applicants.bulk.updated', { count: updated.length })
          : t('recruiting.applicants.moveOn.updated', {
              count: updated.length,
              status: t(`recruiting.applicationStatus.${target}`),
            }),
        ended > 0
          ? t(
              target === 'not_selected'
                ? 'recruiting.applicants.bulk.skipped'
                : 'recruiting.applicants.moveOn.skipped',
              { count: ended },
            )
          : '',
        changed.length > 0 ? t('recruiting.applicants.bulk.changed', { count: changed.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    await list.reload();
  };

  // A vacancy that does not exist or is outside the recruiter's units: the same page as the editor's.
  if (isNotFound(vacancy.error) || isNotFound(list.first.error)) return <VacancyNotFound />;

  return (
    <div className="recruiting">
      <PageHeader
        title={t('recruiting.applicants.heading', { title })}
        backTo={vacancyPath(vacancyId)}
        breadcrumbs={[
          { label: t('home.title'), href: '/home' },
          { label: t('recruiting.list.title'), href: RECRUITING_PATH },
          { label: title, href: vacancyPath(vacancyId) },
          { label: t('recruiting.applicants.title'), active: true },
        ]}
      />
      <StatusTabs status={status} counts={list.first.data?.counts} />
      <div className="recruiting__filters">
        {asks && (
          <UrlSelectFilter
            name="screening"
            label={t('recruiting.screening.filter')}
            all={t('recruiting.screening.filterAll')}
            options={(['misses', 'meets'] as const).map((value) => ({
              value,
              label: t(`recruiting.screening.filter_${value}`),
            }))}
          />
        )}
        <UrlSelectFilter
          name="source"
          label={t('recruiting.screening.sourceFilter')}
          all={t('recruiting.screening.sourceAll')}
          options={APPLICATION_SOURCES.map((value) => ({
            value,
            label: t(`recruiting.screening.sources.${value}`),
          }))}
        />
      </div>
      <UrlSearchForm label={t('recruiting.applicants.search')} wide />
      <p className="recruiting__done" role="status" tabIndex={-1} ref={resultRef}>
        {result}
      </p>
      <ApplicantsContent
        list={list}
        asks={asks}
        filtered={Object.values(filters).some(Boolean)}
        onBulk={setBulk}
      />
      <BulkDialog
        target={bulk}
        onClose={() => setBulk(null)}
        vacancyId={vacancyId}
        chosen={list.items
          .filter((item) => list.selected.has(item.id))
          .map((item) => ({ id: item.id, from: item.status }))}
        onDone={afterBulk}
      />
    </div>
  );
}

/** A tab per status (and 'All'), with the count of each; the current one marked as the page. */
function StatusTabs({
  status,
  counts,
}: {
  status: string;
  counts: ApplicantsPageData['counts'] | undefined;
}) {
  const { t } = useTranslation('intranet');
  const [params] = useSearchParams();
  const tabs = ['', ...APPLICATION_STATUSES] as const;
  return (
    <nav className="recruiting__status-tabs" aria-label={t('recruiting.applicants.byStatus')}>
      <ul>
        {tabs.map((s) => {
          const count = counts ? (s ? counts[s] : counts.total) : undefined;
          const next = new URLSearchParams(params);
          if (s) next.set('status', s);
          else next.delete('status');
          const query = next.toString();
          return (
            <li key={s || 'all'}>
              <Link
                to={{ search: query ? `?${query}` : '' }}
                replace
                className="recruiting__status-tab"
                aria-current={s === status ? 'page' : undefined}
              >
                {s ? t(`recruiting.applicantStatus.${s}`) : t('recruiting.applicants.all')}
                {count !== undefined ? (
                  <>
                    {' '}
                    <span className="recruiting__tab-count">{count}</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The list's state: an error, loading, nothing (matching), or the table with the bulk action and 'Load more'. */
function ApplicantsContent({
  list,
  asks,
  filtered,
  onBulk,
}: {
  list: ApplicantList;
  asks: boolean;
  /** Whether a status or a search narrows the list. */
  filtered: boolean;
  onBulk: (target: BulkTarget) => void;
}) {
  const { t } = useTranslation('intranet');
  const { first, items } = list;
  if (!first.data) {
    return (
      <ReadState
        error={first.error}
        block="recruiting__state"
        failed={
          first.error instanceof ApiError && first.error.code === 'not_found'
            ? t('recruiting.editor.loadError')
            : t('recruiting.applicants.error')
        }
        loading={t('recruiting.applicants.loading')}
      />
    );
  }
  if (items.length === 0) {
    return (
      <StateMessage block="recruiting__state">
        {filtered ? t('recruiting.applicants.noMatch') : t('recruiting.applicants.empty')}
      </StateMessage>
    );
  }
  return (
    <>
      <BulkBar list={list} onBulk={onBulk} />
      <ApplicantsTable list={list} asks={asks} />
      <LoadMore list={list} stale={first.stale} failure={t('recruiting.applicants.moreError')} />
    </>
  );
}

/** 'Select all' (the open applications), the bulk moves on (in review, interview) and the bulk 'not selected'. */
function BulkBar({ list, onBulk }: { list: ApplicantList; onBulk: (target: BulkTarget) => void }) {
  const { t } = useTranslation('intranet');
  const { selectable, selected, setSelected } = list;
  const allSelected = selectable.length > 0 && selectable.every((item) => selected.has(item));
  return (
    <div className="recruiting__bulk">
      <label className="form-check">
        <input
          type="checkbox"
          checked={allSelected}
          disabled={selectable.length === 0}
          onChange={(event) => setSelected(event.target.checked ? new Set(selectable) : new Set())}
        />
        {t('recruiting.applicants.selectAll')}
      </label>
      <div className="recruiting__bulk-actions">
        {BULK_MOVE_STATUSES.map((status) => (
          <Button
            key={status}
            variant="secondary"
            disabled={selected.size === 0}
            onClick={() => onBulk(status)}
          >
            {t('recruiting.applicants.moveOn.open', {
              count: selected.size,
              status: t(`recruiting.applicationStatus.${status}`),
            })}
          </Button>
        ))}
        <Button variant="danger" disabled={selected.size === 0} onClick={() => onBulk('not_selected')}>
          {t('recruiting.applicants.bulk.open', { count: selected.size })}
        </Button>
      </div>
    </div>
  );
}

/** The table; with `asks` (the vacancy asks screening questions) a column of each applicant's misses. */
function ApplicantsTable({ list, asks }: { list: ApplicantList; asks: boolean }) {
  const { t } = useTranslation('intranet');
  const { first, items, selected, toggle } = list;
  return (
    <RecruitingTable
      className="recruiting__table--applicants"
      caption={t('recruiting.applicants.caption', { count: items.length })}
      select={{ label: t('recruiting.applicants.select') }}
      labels={[
        t('recruiting.applicants.candidate'),
        t('recruiting.applicants.status'),
        t('recruiting.applicants.city'),
        t('recruiting.applicants.appliedOn'),
        ...(asks ? [t('recruiting.screening.column')] : []),
      ]}
      busy={first.stale}
    >
      {items.map((item) => (
        <ApplicantRow
          key={item.id}
          item={item}
          asks={asks}
          selected={selected.has(item.id)}
          onToggle={(on) => toggle(item.id, on)}
        />
      ))}
    </RecruitingTable>
  );
}

function ApplicantRow({
  item,
  asks,
  selected,
  onToggle,
}: {
  item: ApplicantListItem;
  asks: boolean;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation('intranet');
  const open = isOpenApplication(item.status);
  const place = [item.candidate.city, item.candidate.state].filter(Boolean).join(' – ');
  return (
    <SelectableRow
      selected={selected}
      disabled={!open}
      label={t('recruiting.applicants.selectOne', { name: item.candidate.name })}
      onToggle={onToggle}
    >
      <th scope="row">
        <Link to={applicationPath(item.id)}>{item.candidate.name}</Link>
        <span className="recruiting__sub recruiting__email">{item.candidate.email}</span>
      </th>
      <td data-label={t('recruiting.applicants.status')}>
        <span className={`recruiting__badge recruiting__badge--app-${item.status}`}>
          {t(`recruiting.applicationStatus.${item.status}`)}
        </span>
      </td>
      <td data-label={t('recruiting.applicants.city')}>{place || '—'}</td>
      <td data-label={t('recruiting.applicants.appliedOn')}>
        {formatDate(item.created_at, currentLocale())}
      </td>
      {asks && (
        <td data-label={t('recruiting.screening.column')}>
          {item.screening.meets ? (
            <span className="recruiting__sub">{t('recruiting.screening.meetsAll')}</span>
          ) : (
            <ul className="recruiting__misses">
              {item.screening.misses.map((miss) => (
                <li key={miss.key}>{localizedTitle(miss.reason)}</li>
              ))}
            </ul>
          )}
          {item.review_requested_at && (
            <span className="recruiting__review-flag">{t('recruiting.screening.reviewAsked')}</span>
          )}
        </td>
      )}
    </SelectableRow>
  );
}

/** The bulk dialog's message and internal note, each at most a status change's length (the server checks them too). */
const bulkMessageSchema = z.object({
  reason: z.string(),
  message: z.string().max(APPLICATION_MESSAGE_MAX, { message: MESSAGES.tooLong }),
  note: z.string().max(APPLICATION_MESSAGE_MAX, { message: MESSAGES.tooLong }),
});
type BulkMessage = z.infer<typeof bulkMessageSchema>;
const EMPTY_BULK_MESSAGE: BulkMessage = { reason: '', message: '', note: '' };
const BULK_FIELDS = ['reason', 'message', 'note'] as const;

type BulkTarget = 'not_selected' | (typeof BULK_MOVE_STATUSES)[number];

/**
 * One message (and an internal note) for every selected applicant, with the reason when they are not selected; says
 * how many were moved and skipped. `target` null: closed.
 */
function BulkDialog({
  target,
  onClose,
  vacancyId,
  chosen,
  onDone,
}: {
  target: BulkTarget | null;
  onClose: () => void;
  vacancyId: number;
  /** The selected applications with the status the list shows (each moves only from there). */
  chosen: { id: number; from: ApplicationStatus }[];
  onDone: (target: BulkTarget, result: NotSelectedResult) => Promise<void>;
}) {
  const { t } = useTranslation('intranet');
  const [busy, setBusy] = useState(false);
  const ending = target === 'not_selected';
  const form = useZodForm<BulkMessage>({ schema: bulkMessageSchema, defaultValues: EMPTY_BULK_MESSAGE });
  const fieldError = useFieldErrors(form.formState.errors);
  const failure = useFormFailure(form.setError, BULK_FIELDS);

  const submit = form.handleSubmit(async ({ reason, message, note }) => {
    if (!target) return;
    // 'Not selected' takes a reason (issue 29 point 5); a move on takes none.
    if (ending && !reason) {
      form.setError('reason', { message: MESSAGES.notSelectedReasonRequired }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    failure.clear();
    try {
      const result =
        target === 'not_selected'
          ? await markNotSelected(vacancyId, { applications: chosen, reason: Number(reason), message, note })
          : await moveApplicationsOn(vacancyId, { applications: chosen, status: target, message, note });
      await onDone(target, result);
      form.reset(EMPTY_BULK_MESSAGE);
    } catch (error) {
      failure.fail(error);
    } finally {
      setBusy(false);
    }
  });

  const status = target && !ending ? t(`recruiting.applicationStatus.${target}`) : '';
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        ending
          ? t('recruiting.applicants.bulk.title', { count: chosen.length })
          : t('recruiting.applicants.moveOn.title', { count: chosen.length, status })
      }
      description={
        ending ? t('recruiting.applicants.bulk.description') : t('recruiting.applicants.moveOn.description')
      }
      busy={busy}
      failure={failure}
      // Opened again, the dialog starts empty.
      onClosed={() => form.reset(EMPTY_BULK_MESSAGE)}
      cancel={t('recruiting.applicants.bulk.cancel')}
      confirm={
        ending
          ? { label: t('recruiting.applicants.bulk.confirm', { count: chosen.length }), variant: 'danger' }
          : {
              label: t('recruiting.applicants.moveOn.confirm', { count: chosen.length, status }),
              variant: 'primary',
            }
      }
      onSubmit={submit}
    >
      {ending && <NotSelectedReasonField select={form.register('reason')} error={fieldError('reason')} />}
      <MessageNoteFields
        messageRows={4}
        textarea={(name) => ({ ...form.register(name), maxLength: APPLICATION_MESSAGE_MAX })}
        error={fieldError}
      />
    </FormDialog>
  );
}
