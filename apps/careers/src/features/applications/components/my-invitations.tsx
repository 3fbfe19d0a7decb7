import { applicationAnchor, invitationAnchor, vacancyPagePath } from '@portal/contracts/careers-paths';
import type { InvitationState } from '@portal/contracts/talent-pool';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { useHasSession } from '@portal/shell/api/session';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { DialogButton } from '@portal/shell/components/dialog-button';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { Link, useNavigate } from '@portal/shell/navigation/navigation';
import { showToast } from '@portal/shell/toast/toast-store';
import { VacancyFacts } from '@portal/shell/vacancy/vacancy-facts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberArrivalSource } from '#careers/kit/applications/arrival-source';
import { acceptInvitation } from '../api/accept-invitation';
import { declineInvitation } from '../api/decline-invitation';
import { useApplications } from '../api/get-applications';
import { type InvitationView, useInvitations } from '../api/get-invitations';
import { CardTitle, dayFact, placeFacts } from './card-parts';
import { useCardConfirm } from './use-card-confirm';
import { useLinkedCard } from './use-linked-card';

/**
 * The invitations recruiters sent the candidate from the talent pool (decision 0074), above their applications:
 * each with its vacancy, deadline and the recruiter's message; 'Apply' in one tap, or 'Decline' after a prompt.
 * Nothing shows while there is none.
 */
export function MyInvitations() {
  const { t } = useTranslation('careers');
  const headingId = useId();
  const session = useHasSession();
  const { data, mutate } = useInvitations(session === true);
  const applications = useApplications(session === true);
  /** Decided here: shown at once, before the list is fetched again; the application's id when applied. */
  const [decided, setDecided] = useState<
    ReadonlyMap<number, { state: InvitationState; applicationId?: number }>
  >(() => new Map());
  const [busy, setBusy] = useState<number | null>(null);
  const { pending, ask, close, dialog } = useCardConfirm<InvitationView>();
  const [focusCard, setFocusCard] = useState<number | null>(null);
  const container = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  // After an answer the focus stays on the invitation's card, which now tells what was done.
  useEffect(() => {
    if (focusCard === null) return;
    setFocusCard(null);
    document.getElementById(invitationAnchor(focusCard))?.focus();
  }, [focusCard]);

  // A link to one invitation (its mail, the bell) shows its card once it is listed.
  useLinkedCard(container, data, invitationAnchor, mutate);

  const decide = (id: number, state: InvitationState, applicationId?: number) => {
    setDecided((previous) =>
      new Map(previous).set(id, { state, ...(applicationId ? { applicationId } : {}) }),
    );
    setFocusCard(id);
    void mutate();
  };

  const apply = async (invitation: InvitationView) => {
    setBusy(invitation.id);
    try {
      const application = await acceptInvitation(invitation.id);
      showToast({ type: 'success', title: t('registration.success') });
      decide(invitation.id, 'applied', application.id);
      void applications.mutate();
    } catch (error) {
      // The vacancy asks screening questions (issue 29): they are answered on its page, where 'Confirm' asks them;
      // the application still counts as coming from the invitation.
      if (error instanceof ApiError && error.code === 'validation_failed') {
        rememberArrivalSource('?source=invitation');
        showToast({ type: 'info', title: t('invitations.answerQuestions') });
        navigate(vacancyPagePath(invitation.vacancy.id));
        return;
      }
      handleError(error);
      // The vacancy stopped taking applications meanwhile: the invitation has expired.
      if (error instanceof ApiError && error.code === 'deadline_passed') decide(invitation.id, 'expired');
    } finally {
      setBusy(null);
    }
  };

  const confirmDecline = async () => {
    if (!pending) return;
    setBusy(pending.id);
    try {
      await declineInvitation(pending.id);
      showToast({ type: 'info', title: t('invitations.declined') });
      close();
      decide(pending.id, 'declined');
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };

  if (!data?.length) return null;
  return (
    <section className="invitations" aria-labelledby={headingId} ref={container}>
      <h2 id={headingId} className="invitations__title">
        {t('invitations.title')}
      </h2>
      <ul className="application-list" aria-labelledby={headingId}>
        {data.map((invitation) => {
          const local = decided.get(invitation.id);
          return (
            <InvitationCard
              key={invitation.id}
              invitation={local ? { ...invitation, state: local.state } : invitation}
              applicationId={local?.applicationId}
              busy={busy === invitation.id}
              onApply={() => void apply(invitation)}
              onDecline={() => ask(invitation)}
            />
          );
        })}
      </ul>
      <ConfirmDialog
        {...dialog}
        title={t('invitations.declineTitle')}
        description={t('invitations.declineDescription', { title: pending?.vacancy.title ?? '' })}
        cancelLabel={t('invitations.keep')}
        confirmLabel={t('invitations.declineConfirm')}
        onConfirm={() => void confirmDecline()}
        busy={busy !== null && busy === pending?.id}
        danger
      />
    </section>
  );
}

/** One invitation: its vacancy, place, unit, deadline and message; while undecided, 'Apply' and 'Decline'. */
function InvitationCard({
  invitation,
  applicationId,
  busy,
  onApply,
  onDecline,
}: {
  invitation: InvitationView;
  applicationId: number | undefined;
  busy: boolean;
  onApply: () => void;
  onDecline: () => void;
}) {
  const { t, i18n } = useTranslation('careers');
  const { vacancy } = invitation;
  const undecided = invitation.state === 'invited';
  return (
    <li className="application-card invitation-card" id={invitationAnchor(invitation.id)} tabIndex={-1}>
      <CardTitle level={3} vacancy={vacancy} linked={undecided} />
      <VacancyFacts
        className="application-facts"
        facts={[
          ...placeFacts(t, vacancy),
          dayFact(t('invitations.deadline'), vacancy.deadline, currentLocale(i18n)),
          [t('applications.status'), t(`invitations.states.${invitation.state}`)],
        ]}
      />
      {invitation.message && (
        <div className="invitation-card__message">
          <p className="invitation-card__message-label">{t('applications.message')}</p>
          <p>{invitation.message}</p>
        </div>
      )}
      {undecided && (
        <div className="invitation-card__actions">
          <Button onClick={onApply} loading={busy}>
            {t('invitations.apply')}
            <span className="sr-only">: {vacancy.title}</span>
          </Button>
          <DialogButton onClick={onDecline}>
            {t('invitations.decline')}
            <span className="sr-only">: {vacancy.title}</span>
          </DialogButton>
        </div>
      )}
      {invitation.state === 'applied' && applicationId !== undefined && (
        <Link to={`#${applicationAnchor(applicationId)}`}>{t('invitations.seeApplication')}</Link>
      )}
    </li>
  );
}
