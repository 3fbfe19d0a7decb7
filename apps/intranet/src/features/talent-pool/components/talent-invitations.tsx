import { formatDate } from '@portal/contracts/dates';
import type { RecruiterInvitation } from '@portal/contracts/talent-pool';
import { StateMessage } from '@portal/shell/components/state-message';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { useCandidateInvitations } from '../api/get-candidate-invitations';

/**
 * The candidate's invitations to vacancies of the recruiter's units, newest first (decision 0074): the vacancy, the
 * day it was sent and its state (invited, applied, declined, expired) in words, not only in colour.
 */
export function TalentInvitations({ answer }: { answer: ReturnType<typeof useCandidateInvitations> }) {
  const { t } = useTranslation('intranet');
  const headingId = useId();
  const invitations = answer.data;
  let content: ReactNode;
  if (answer.error && !invitations) {
    content = (
      <StateMessage block="recruiting__state" failed>
        {t('recruiting.talent.invitations.error')}
      </StateMessage>
    );
  } else if (!invitations) {
    content = (
      <StateMessage block="recruiting__state">{t('recruiting.talent.invitations.loading')}</StateMessage>
    );
  } else if (invitations.length === 0) {
    content = <p className="talent__invitations-empty">{t('recruiting.talent.invitations.empty')}</p>;
  } else {
    content = (
      <ul className="talent__invitations">
        {invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    );
  }
  return (
    <section className="talent__invitations-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="talent__invitations-title">
        {t('recruiting.talent.invitations.title')}
      </h2>
      {content}
    </section>
  );
}

function InvitationItem({ invitation }: { invitation: RecruiterInvitation }) {
  const { t } = useTranslation('intranet');
  return (
    <li className="talent__invitation">
      <span className="talent__invitation-vacancy">{invitation.vacancy.title}</span>
      <span className="talent__invitation-date">
        {t('recruiting.talent.invitations.sentOn', {
          date: formatDate(invitation.invited_at, currentLocale()),
        })}
      </span>
      <span className={`recruiting__badge talent__badge--${invitation.state}`}>
        {t(`recruiting.talent.invitations.states.${invitation.state}`)}
      </span>
    </li>
  );
}
