import { calendarDay, formatDate } from '@portal/contracts/dates';
import { type ApplicationStatus, isOpenApplication } from '@portal/contracts/vacancy-rules';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '@portal/shell/components/icons';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationEventView } from '../api/get-applications';

/**
 * The application's status as a badge: its name in words (never colour alone), and for an ended status
 * (approved, not selected, withdrawn) an icon and the words 'final status', so nobody waits for a next step.
 */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('careers');
  const ended = !isOpenApplication(status);
  const Icon = status === 'approved' ? CheckIcon : CloseIcon;
  return (
    <span className="application-status-line">
      <span className={`application-status application-status--${status}`}>
        {ended && <Icon className="application-status__icon" />}
        {t(`applications.statuses.${status}`)}
      </span>
      {ended && <span className="application-status__final">{t('applications.statusFinal')}</span>}
    </span>
  );
}

/**
 * What a step of the timeline says: the candidate's review request, the first application, applying again after
 * withdrawing, or the new status.
 */
function eventLabelKey(event: ApplicationEventView): string {
  if (event.kind === 'review_request') return 'reviewRequested';
  if (event.to === 'received') return event.from === 'withdrawn' ? 'reapplied' : 'received';
  return event.to;
}

/**
 * The recruiter's message to the candidate (never an internal note), its line breaks kept; or, under `label`, the
 * candidate's own message of a review request.
 */
function RecruiterMessage({ message, label }: { message: string; label?: string }) {
  const { t } = useTranslation('careers');
  return (
    <div className="application-message">
      <p className="application-message__label">{label ?? t('applications.message')}</p>
      <p className="application-message__text">{message}</p>
    </div>
  );
}

/** Why the application was not selected: the respectful sentence of the recruiter's reason, in the reader's language. */
function ReasonSentence({ reason }: { reason: string }) {
  return <p className="application-reason">{reason}</p>;
}

export interface ApplicationProgressProps {
  status: ApplicationStatus;
  /** The timeline, oldest first. */
  events: readonly ApplicationEventView[];
  /** Heading level of the 'history' disclosure (one below the vacancy's title). */
  headingLevel: 3 | 4 | 5;
  /** The vacancy's title, so a screen reader user hears whose history a button opens. */
  vacancyTitle: string;
}

/**
 * Where the application stands (decision 0051): the current step's message, if the recruiter wrote one, and
 * the whole history behind a disclosure button (dates in the reader's language and every message to the
 * candidate), closed at first so a list of applications stays short on a phone.
 */
export function ApplicationProgress({
  status,
  events,
  headingLevel,
  vacancyTitle,
}: ApplicationProgressProps) {
  const { t, i18n } = useTranslation('careers');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  const locale = currentLocale(i18n);
  // The step that set the current status (a review request is the candidate's own words, not the team's answer).
  const latest = events.findLast((event) => event.kind !== 'review_request');
  const current = latest && latest.to === status ? latest : undefined;

  return (
    <div className="application-progress">
      {current?.reason && <ReasonSentence reason={current.reason} />}
      {current?.message && <RecruiterMessage message={current.message} />}
      {events.length > 0 && (
        <>
          <Heading className="application-history__heading">
            <button
              type="button"
              className="application-history__toggle"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
            >
              <ChevronDownIcon className="application-history__chevron" />
              {t('applications.history')}
              <span className="sr-only">: {vacancyTitle}</span>
            </button>
          </Heading>
          <ol id={listId} className="application-history" hidden={!open}>
            {events.map((event, index) => {
              const ended = !isOpenApplication(event.to);
              return (
                <li
                  // Events have no id of their own; the timeline only grows at its end.
                  key={index}
                  className={`application-history__step${ended ? ' application-history__step--final' : ''}`}
                >
                  <time className="application-history__date" dateTime={calendarDay(event.at)}>
                    {formatDate(event.at, locale)}
                  </time>
                  <p className="application-history__what">
                    {t(`applications.events.${eventLabelKey(event)}`)}
                  </p>
                  {event.reason && <ReasonSentence reason={event.reason} />}
                  {event.message && (
                    <RecruiterMessage
                      message={event.message}
                      {...(event.kind === 'review_request' ? { label: t('applications.yourMessage') } : {})}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
