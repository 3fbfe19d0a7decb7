import { myInvitationPath } from '@portal/contracts/careers-paths';
import type { Locale } from '@portal/contracts/locales';
import { localizedText } from '@portal/contracts/vacancy-rules';
import { candidateNotices, type NoticeDeps } from '#server/core/mail/candidate-notice';
import type { Db } from '#server/db/database';
import type { LocalizedText } from '#server/db/schema';

export interface InvitationNotice {
  invitationId: number;
  candidate: { id: string; email: string; name: string; locale: string };
  vacancyTitle: LocalizedText;
  /** The recruiter's message, as written. */
  message: string | null;
}

/**
 * Tells the candidate of an invitation (decision 0074), as an application's changes are told (decisions 0051,
 * 0060, 0071): a mail in the candidate's language and a notification in every language, both written in the
 * invitation's transaction; `sent` then wakes the mail worker and the candidate's open bells.
 */
export function invitationNotices(deps: NoticeDeps) {
  const notices = candidateNotices(deps, 'mail.invitation');

  return {
    /** Writes the mail and the notification in `tx`, the invitation's transaction. */
    write: (tx: Db, notice: InvitationNotice) =>
      notices.write(tx, [
        {
          notice,
          words: (l: Locale) => ({ vacancy: localizedText(notice.vacancyTitle, l) }),
          path: myInvitationPath(notice.invitationId),
        },
      ]),

    /** After the commit of `write`. */
    sent: (notice: InvitationNotice) => notices.sent([notice.candidate.id]),
  };
}

export type InvitationNotices = ReturnType<typeof invitationNotices>;
