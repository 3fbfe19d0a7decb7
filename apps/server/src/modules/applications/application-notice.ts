import { myApplicationPath } from '@portal/contracts/careers-paths';
import { notSelectedReasonSentenceKey } from '@portal/contracts/dictionaries';
import type { Locale } from '@portal/contracts/locales';
import type { ApplicationStatus } from '@portal/contracts/vacancy-rules';
import { localizedText } from '@portal/contracts/vacancy-rules';
import { candidateNotices, type NoticeDeps } from '#server/core/mail/candidate-notice';
import type { Db } from '#server/db/database';
import type { LocalizedText } from '#server/db/schema';

export interface StatusNotice {
  applicationId: number;
  candidate: { id: string; email: string; name: string; locale: string };
  vacancyTitle: LocalizedText;
  status: ApplicationStatus;
  /** The recruiter's message to the candidate (never the internal note). */
  message: string | null;
  /** The `not_selected_reason` of a move to not selected: the candidate reads its sentence. */
  reason: number | null;
}

/**
 * Tells the candidate that their application changed (decision 0051): a mail in the candidate's language and a
 * notification in every language (the bell shows the reader's). Both are written in the transaction of the change
 * (`write`), so a committed change is always told and a refused one never; `sent` then wakes the mail worker and the
 * open bells (decision 0060).
 */
export function applicationNotices(deps: NoticeDeps) {
  const notices = candidateNotices(deps, 'mail.applicationStatus');
  const entryOf = (notice: StatusNotice) => ({
    notice: {
      ...notice,
      sentence:
        notice.reason === null
          ? undefined
          : (l: Locale) => deps.translations.t(l, notSelectedReasonSentenceKey(notice.reason!)),
    },
    words: (l: Locale) => ({
      vacancy: localizedText(notice.vacancyTitle, l),
      status: deps.translations.t(l, `mail.applicationStatus.statuses.${notice.status}`),
    }),
    /**
     * Where the candidate follows this application: their applications page in the careers portal, at its card
     * (decision 0083).
     */
    path: myApplicationPath(notice.applicationId),
    // One application's mails leave in the order of its changes (decision 0066).
    sequence: `application:${notice.applicationId}`,
  });

  return {
    /** Writes the mails and the notifications of these notices in `tx`, the transaction of the changes. */
    write: (tx: Db, told: StatusNotice[]) => notices.write(tx, told.map(entryOf)),

    /** After the commit of `write`: the mails go out now and the candidates' open bells refresh. */
    sent: (told: StatusNotice[]) => notices.sent(told.map((notice) => notice.candidate.id)),
  };
}

export type ApplicationNotices = ReturnType<typeof applicationNotices>;
