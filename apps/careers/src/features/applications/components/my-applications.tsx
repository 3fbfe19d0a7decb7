import { applicationAnchor } from '@portal/contracts/careers-paths';
import { isOpenApplication } from '@portal/contracts/vacancy-rules';
import { isProblem } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { useHasSession } from '@portal/shell/api/session';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { DialogButton } from '@portal/shell/components/dialog-button';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { Link, useLocation } from '@portal/shell/navigation/navigation';
import { showToast } from '@portal/shell/toast/toast-store';
import { VacancyFacts } from '@portal/shell/vacancy/vacancy-facts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelApplication } from '#careers/kit/applications/api/cancel-application';
import { type ApplicationView, useApplications } from '../api/get-applications';
import { ApplicationProgress, ApplicationStatusBadge } from './application-progress';
import { CardTitle, dayFact, placeFacts } from './card-parts';
import { ScreeningFlag } from './screening-flag';
import { useCardConfirm } from './use-card-confirm';
import { useLinkedCard } from './use-linked-card';
import './applications.css';

export interface MyApplicationsProps {
  /** Heading level of each vacancy title, below the heading of the section that hosts the list (default 3). */
  itemHeadingLevel?: 2 | 3 | 4;
  /** Id of the host section's heading, naming the list. */
  labelledBy?: string;
}

/**
 * The signed-in candidate's applications (the resume's 'vacancies' section, spec §2 screen 8): vacancy, place,
 * unit, date applied, status and whether the vacancy is still open, each with 'Cancel registration' after the
 * prompt 'Do you really want to unsubscribe?'.
 */
export function MyApplications({ itemHeadingLevel = 3, labelledBy }: MyApplicationsProps) {
  const { t } = useTranslation('careers');
  const session = useHasSession();
  const { data, error, isValidating, mutate } = useApplications(session === true);
  // Signed out, the sign-in comes back here, to the card a link spoke of (an invitation's mail, decision 0074).
  const { pathname, search, hash } = useLocation();
  /** Cancelled here: shown as withdrawn at once, before the list is fetched again. */
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(() => new Set());
  const { pending, ask, close, dialog } = useCardConfirm<ApplicationView>();
  const [busy, setBusy] = useState(false);
  const [focusList, setFocusList] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusList) return;
    setFocusList(false);
    container.current?.focus();
  }, [focusList]);

  // A link to one application (a notification, a status mail) shows its card once it is listed.
  useLinkedCard(container, data, applicationAnchor, mutate);

  const confirmCancel = async () => {
    if (!pending) return;
    const vacancyId = pending.vacancy.id;
    setBusy(true);
    try {
      await cancelApplication(vacancyId);
      showToast({ type: 'info', title: t('registration.cancelled') });
    } catch (error) {
      handleError(error);
      // not_found: it was already cancelled elsewhere, so it shows as withdrawn too.
      if (!isProblem(error, 'not_found')) {
        setBusy(false);
        return;
      }
    }
    setCancelled((previous) => new Set(previous).add(vacancyId));
    close();
    setBusy(false);
    setFocusList(true);
    void mutate();
  };

  let content: ReactNode;
  if (session === false || isProblem(error, 'unauthorized')) {
    content = (
      <div className="applications-state">
        <p>{t('applications.signedOut')}</p>
        {/* Back to this very page after signing in: its `?lang=` (a mail's link) and its card's fragment too. */}
        <Link to={`/register?next=${encodeURIComponent(`${pathname}${search}${hash}`)}`}>
          {t('applications.signIn')}
        </Link>
      </div>
    );
  } else if (error) {
    content = (
      <div className="applications-state" role="alert">
        <p>{t('applications.error')}</p>
        <Button variant="secondary" loading={isValidating} onClick={() => void mutate()}>
          {t('vacancies.list.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    content = (
      <p className="applications-state" role="status">
        {t('applications.loading')}
      </p>
    );
  } else {
    // An application ends with a status the candidate sees (decision 0051); it never leaves the list.
    const applications = data.map((application) =>
      cancelled.has(application.vacancy.id) && isOpenApplication(application.status)
        ? {
            ...application,
            status: 'withdrawn' as const,
            events: [
              ...application.events,
              {
                at: new Date(),
                kind: 'status' as const,
                from: application.status,
                to: 'withdrawn' as const,
                message: null,
                reason: null,
              },
            ],
          }
        : application,
    );
    content =
      applications.length === 0 ? (
        <div className="applications-state">
          <p>{t('applications.empty')}</p>
          <Link to="/">{t('applications.browse')}</Link>
        </div>
      ) : (
        <ul className="application-list" aria-labelledby={labelledBy}>
          {applications.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              headingLevel={itemHeadingLevel}
              onCancel={() => ask(application)}
              onReviewRequested={() => mutate()}
            />
          ))}
        </ul>
      );
  }

  return (
    <div className="applications" ref={container} tabIndex={-1}>
      {content}
      <ConfirmDialog
        {...dialog}
        title={t('registration.confirmTitle')}
        description={t('registration.confirmDescription', { title: pending?.vacancy.title ?? '' })}
        cancelLabel={t('registration.keep')}
        confirmLabel={t('registration.unsubscribe')}
        onConfirm={confirmCancel}
        busy={busy}
        danger
      />
    </div>
  );
}

/** One application: its vacancy, place, unit, date, status, timeline and, while open, 'Cancel registration'. */
function ApplicationCard({
  application,
  headingLevel,
  onCancel,
  onReviewRequested,
}: {
  application: ApplicationView;
  headingLevel: 2 | 3 | 4;
  onCancel: () => void;
  onReviewRequested: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('careers');
  const { vacancy } = application;
  return (
    <li className="application-card" id={applicationAnchor(application.id)} tabIndex={-1}>
      <CardTitle level={headingLevel} vacancy={vacancy} linked={vacancy.open} />
      <VacancyFacts
        className="application-facts"
        facts={[
          ...placeFacts(t, vacancy),
          dayFact(t('applications.appliedOn'), application.applied_at, currentLocale(i18n)),
          [t('applications.status'), <ApplicationStatusBadge key="status" status={application.status} />],
          [
            t('applications.vacancy'),
            t(vacancy.open ? 'applications.vacancyOpen' : 'applications.vacancyClosed'),
          ],
        ]}
      />
      <ScreeningFlag
        application={application}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
        onRequested={onReviewRequested}
      />
      <ApplicationProgress
        status={application.status}
        events={application.events}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
        vacancyTitle={vacancy.title}
      />
      {/* An application that has ended (answered or withdrawn) has nothing left to cancel. */}
      {isOpenApplication(application.status) && (
        <DialogButton className="application-card__cancel" onClick={onCancel}>
          {t('registration.cancel')}
          <span className="sr-only">: {vacancy.title}</span>
        </DialogButton>
      )}
    </li>
  );
}
