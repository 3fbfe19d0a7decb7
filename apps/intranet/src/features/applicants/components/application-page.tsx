import { formatDate } from '@portal/contracts/dates';
import { dictionaryOptions } from '@portal/contracts/dictionaries';
import type { Locale } from '@portal/contracts/locales';
import { MESSAGES } from '@portal/contracts/messages';
import {
  type RecruitingApplication,
  type RecruitingApplicationEvent,
  type RecruitingApplicationStatus,
  statusChangeFormSchema,
} from '@portal/contracts/recruiting';
import {
  type ApplicationStatus,
  canMoveApplication,
  RECRUITER_APPLICATION_STATUSES,
} from '@portal/contracts/vacancy-rules';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { FieldGroup, FormAlert } from '@portal/shell/forms/field';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useParams } from '@portal/shell/navigation/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResumeView } from '#intranet/kit/recruiting/components/resume-view';
import { localizedTitle } from '#intranet/kit/recruiting/components/vacancy-texts';
import {
  applicantsPath,
  applicationPath,
  RECRUITING_PATH,
  vacancyPath,
} from '#intranet/kit/recruiting/recruiting-access';
import { changeApplicationStatus, isStaleStatus, statusChangeOf } from '../api/change-application-status';
import { useApplication } from '../api/get-application';
import { MessageNoteFields, NotSelectedReasonField } from './message-note-fields';
import { ScreeningAnswers } from './screening-answers';
// The kit's stylesheet before the area's own: the area's rules come after the ones they refine.
import '#intranet/kit/recruiting/components/recruiting.css';
import './applicants.css';
import { PageFailure, PageLoading } from '#intranet/kit/recruiting/components/page-state';

/**
 * The status change form's values; checked by the API's own body schema, so the two cannot disagree (`from` is the
 * status the page shows, added when the change is sent).
 */
const statusFormSchema = z
  .object({ status: z.string(), message: z.string(), note: z.string(), reason: z.string() })
  .superRefine((values, context) => {
    const parsed = statusChangeFormSchema.safeParse(statusBody(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      // No status chosen is a required field, whatever zod's enum message says.
      const message = path[0] === 'status' ? MESSAGES.required : issue.message;
      context.addIssue({ code: 'custom', path, message });
    }
  });
type StatusFormValues = z.infer<typeof statusFormSchema>;
const EMPTY_FORM: StatusFormValues = { status: '', message: '', note: '', reason: '' };
const FIELDS = ['status', 'message', 'note', 'reason'] as const;

/** The form's values as the API takes them: the reason, a dictionary id, only with 'not selected'. */
function statusBody({ reason, ...values }: StatusFormValues) {
  return values.status === 'not_selected' && reason ? { ...values, reason: Number(reason) } : values;
}

/** The moves a recruiter may make from `status` (the contracts' one rule). */
function nextStatuses(status: ApplicationStatus): ApplicationStatus[] {
  return RECRUITER_APPLICATION_STATUSES.filter((to) => canMoveApplication('recruiter', status, to));
}

function formatDateTime(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  return `${formatDate(date, locale)} ${time}`;
}

/**
 * /recrutamento/candidaturas/:id: the candidate's resume (read-only, printable), the application's timeline with
 * the internal notes, the candidate's other applications, and the status change (only the moves the pipeline
 * allows; a message to the candidate and an internal note, both optional).
 */
export function ApplicationPage() {
  const { id } = useParams();
  return <Application key={id} id={Number(id)} />;
}

function Application({ id }: { id: number }) {
  const { t } = useTranslation('intranet');
  const application = useApplication(id);
  const data = application.data;
  const name = data?.candidate.name ?? t('recruiting.application.title');
  useDocumentTitle(t('documentTitle', { page: name }));
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const resumeHeading = useId();
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (application.error && !data) {
    return (
      <PageFailure
        title={t('recruiting.application.notFoundTitle')}
        backTo={RECRUITING_PATH}
        back={<Link to={RECRUITING_PATH}>{t('recruiting.editor.backToList')}</Link>}
      >
        {application.error instanceof ApiError && application.error.code === 'not_found'
          ? t('recruiting.application.notFound')
          : t('recruiting.application.loadError')}
      </PageFailure>
    );
  }
  if (!data) {
    return <PageLoading>{t('recruiting.application.loading')}</PageLoading>;
  }

  const vacancyTitle = localizedTitle(data.vacancy.title);
  const locale = currentLocale();
  const changed = async (next: RecruitingApplicationStatus) => {
    await application.mutate({ ...data, status: next.status, events: next.events }, { revalidate: false });
    setDone(
      t('recruiting.application.changed', {
        status: t(`recruiting.applicationStatus.${next.status}`),
      }),
    );
  };

  return (
    <div className="recruiting recruiting--application">
      <PageHeader
        title={data.candidate.name}
        backTo={applicantsPath(data.vacancy.id)}
        breadcrumbs={[
          { label: t('home.title'), href: '/home' },
          { label: t('recruiting.list.title'), href: RECRUITING_PATH },
          { label: vacancyTitle, href: vacancyPath(data.vacancy.id) },
          { label: t('recruiting.applicants.title'), href: applicantsPath(data.vacancy.id) },
          { label: data.candidate.name, active: true },
        ]}
        actions={
          <Button variant="secondary" onClick={() => window.print()}>
            {t('recruiting.application.print')}
          </Button>
        }
      />
      <div className="recruiting__status-bar recruiting__application-summary">
        <span className={`recruiting__badge recruiting__badge--app-${data.status}`}>
          {t('recruiting.application.statusLabel', {
            status: t(`recruiting.applicationStatus.${data.status}`),
          })}
        </span>
        <span>
          {t('recruiting.application.vacancy', { title: vacancyTitle, unit: data.vacancy.unit.name })}
        </span>
        <span>{t('recruiting.application.appliedOn', { date: formatDate(data.created_at, locale) })}</span>
      </div>
      <p className="recruiting__done" role="status" tabIndex={-1} ref={doneRef}>
        {done}
      </p>
      <div className="recruiting__application">
        <div className="recruiting__application-side">
          <StatusChange
            application={data}
            onChanged={changed}
            onConflict={async () => {
              setDone(null);
              await application.mutate();
            }}
          />
          <ScreeningAnswers application={data} />
          <Timeline events={data.events} />
          <OtherApplications application={data} />
        </div>
        <div className="recruiting__application-main">
          <ResumeView resume={data.resume} headingId={resumeHeading} />
        </div>
      </div>
    </div>
  );
}

function StatusChange({
  application,
  onChanged,
  onConflict,
}: {
  application: RecruitingApplication;
  onChanged: (next: RecruitingApplicationStatus) => Promise<void>;
  onConflict: () => Promise<void>;
}) {
  const { t } = useTranslation('intranet');
  const form = useZodForm<StatusFormValues>({ schema: statusFormSchema, defaultValues: EMPTY_FORM });
  const { register, handleSubmit, setError, formState, reset, watch } = form;
  const notSelected = watch('status') === 'not_selected';
  const fieldError = useFieldErrors(formState.errors);
  const failure = useFormFailure(setError, FIELDS);
  const [busy, setBusy] = useState(false);
  const moves = nextStatuses(application.status);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    failure.clear();
    try {
      const next = await changeApplicationStatus(application.id, application.status, statusBody(values));
      reset(EMPTY_FORM);
      await onChanged(next);
    } catch (error) {
      // The status is no longer the one the recruiter saw: show the fresh state (never guessed from the HTTP status)
      // and say where it is now, who moved it and when (decision 0066).
      if (isStaleStatus(error)) {
        reset(EMPTY_FORM);
        await onConflict();
        const change = statusChangeOf(error);
        failure.set(
          change
            ? t('recruiting.application.conflictChanged', {
                status: t(`recruiting.applicationStatus.${change.current_status}`),
                who:
                  change.changed_by_actor === 'recruiter' && change.changed_by
                    ? t('recruiting.application.changedBy.recruiter', { name: change.changed_by })
                    : t(
                        `recruiting.application.changedBy.${change.changed_by_actor === 'recruiter' ? 'otherRecruiter' : change.changed_by_actor}`,
                      ),
                at: formatDateTime(change.changed_at, currentLocale()),
              })
            : t('recruiting.application.conflict'),
        );
      } else {
        failure.fail(error);
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <section className="recruiting__section recruiting__status-change" aria-labelledby="status-change">
      <h2 id="status-change">{t('recruiting.application.changeHeading')}</h2>
      {moves.length === 0 ? (
        <>
          <FormAlert message={failure.message} />
          <p className="recruiting__ended">
            {t('recruiting.application.ended', {
              status: t(`recruiting.applicationStatus.${application.status}`),
            })}
          </p>
        </>
      ) : (
        <form
          className="recruiting__form"
          noValidate
          onSubmit={submit}
          aria-label={t('recruiting.application.changeHeading')}
        >
          <FormAlert message={failure.message} />
          <FieldGroup legend={t('recruiting.application.nextStatus')} error={fieldError('status')}>
            <div className="form-fieldset__options recruiting__moves">
              {moves.map((status) => (
                <label key={status} className="form-fieldset__option">
                  <input type="radio" value={status} {...register('status')} />
                  {t(`recruiting.applicationStatus.${status}`)}
                </label>
              ))}
            </div>
          </FieldGroup>
          {notSelected && <NotSelectedReasonField select={register('reason')} error={fieldError('reason')} />}
          <MessageNoteFields
            messageRows={3}
            textarea={register}
            error={fieldError}
            candidateLanguage={application.candidate.language}
          />
          <div className="form-actions">
            <Button type="submit" loading={busy}>
              {t('recruiting.application.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The label of a `not_selected_reason` in the reader's language. */
function reasonLabel(reason: number): string {
  const locale = currentLocale();
  return dictionaryOptions('not_selected_reason', locale).find((option) => option.id === reason)?.label ?? '';
}

function Timeline({ events }: { events: RecruitingApplicationEvent[] }) {
  const { t } = useTranslation('intranet');
  const locale = currentLocale();
  const status = (value: ApplicationStatus) => t(`recruiting.applicationStatus.${value}`);
  return (
    <section className="recruiting__section" aria-labelledby="timeline">
      <h2 id="timeline">{t('recruiting.application.timeline')}</h2>
      <ol className="recruiting__timeline">
        {events.map((event, index) => {
          const who =
            event.actor === 'recruiter'
              ? (event.by?.name ?? t('recruiting.application.byRecruiter'))
              : event.actor === 'candidate'
                ? t('recruiting.application.byCandidate')
                : t('recruiting.application.bySystem');
          return (
            <li key={index} className="recruiting__event">
              <p className="recruiting__event-change">
                {event.kind === 'review_request'
                  ? t('recruiting.application.reviewRequest')
                  : event.from
                    ? t('recruiting.application.moved', { from: status(event.from), to: status(event.to) })
                    : status(event.to)}
              </p>
              <p className="recruiting__sub">
                <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(event.at, locale)}</time>
                {' · '}
                {who}
              </p>
              {event.reason !== null && (
                <EventText label={t('recruiting.application.reason')} text={reasonLabel(event.reason)} />
              )}
              <EventText
                label={t(
                  event.kind === 'review_request'
                    ? 'recruiting.application.candidateMessage'
                    : 'recruiting.application.messageSent',
                )}
                text={event.message}
              />
              <EventText label={t('recruiting.application.internalNote')} text={event.note} note />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The message or internal note (`note`) of a timeline event under its label; nothing without a text. */
function EventText({ label, text, note = false }: { label: string; text?: string | null; note?: boolean }) {
  if (!text) return null;
  return (
    <div className={note ? 'recruiting__event-text recruiting__event-text--note' : 'recruiting__event-text'}>
      <p className="recruiting__event-label">{label}</p>
      <p>{text}</p>
    </div>
  );
}

function OtherApplications({ application }: { application: RecruitingApplication }) {
  const { t } = useTranslation('intranet');
  const locale = currentLocale();
  return (
    <section className="recruiting__section recruiting__others" aria-labelledby="other-applications">
      <h2 id="other-applications">{t('recruiting.application.others')}</h2>
      {application.other_applications.length === 0 ? (
        <p className="recruiting__sub">{t('recruiting.application.noOthers')}</p>
      ) : (
        <ul className="recruiting__other-list">
          {application.other_applications.map((other) => (
            <li key={other.id}>
              <Link to={applicationPath(other.id)}>{localizedTitle(other.vacancy.title)}</Link>
              <span className="recruiting__sub">
                {other.vacancy.unit.name} · {formatDate(other.created_at, locale)}
              </span>
              <span className={`recruiting__badge recruiting__badge--app-${other.status}`}>
                {t(`recruiting.applicationStatus.${other.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
