import { myApplicationPath } from '@portal/contracts/careers-paths';
import type { Locale } from '@portal/contracts/locales';
import type { ApplicationStatus } from '@portal/contracts/vacancy-rules';
import { localizedText } from '@portal/contracts/vacancy-rules';
import { candidateNoticeParagraphs, inEveryLocale } from '#server/core/mail/candidate-notice';
import { composeMail } from '#server/core/mail/compose';
import { mailLinks } from '#server/core/mail/mail-links';
import type { Outbox } from '#server/core/mail/outbox';
import { localeOf, type Translations } from '#server/core/translations';
import type { Db } from '#server/db/database';
import type { LocalizedText } from '#server/db/schema';
import type { NotificationsService } from '#server/modules/notifications/notifications.service';

export interface StatusNotice {
  applicationId: number;
  candidate: { id: string; email: string; name: string; locale: string };
  vacancyTitle: LocalizedText;
  status: ApplicationStatus;
  /** The recruiter's message to the candidate (never the internal note). */
  message: string | null;
}

/**
 * Tells the candidate that their application changed (decision 0051): a mail in the candidate's language and a
 * notification in every language (the bell shows the reader's). Both are written in the transaction of the change
 * (`write`), so a committed change is always told and a refused one never; `sent` then wakes the mail worker and the
 * open bells (decision 0060).
 */
export function applicationNotices(
  mail: Outbox,
  translations: Translations,
  notifications: Pick<NotificationsService, 'write' | 'announce'>,
  /** Where the portal is reached (config PUBLIC_URL): the mails link to the candidate's applications there. */
  publicUrl: string,
) {
  const links = mailLinks(publicUrl);
  /**
   * Where the candidate follows this application: their applications page in the careers portal, at its card, in the
   * mail's language (decision 0083).
   */
  const applicationUrl = (notice: StatusNotice, locale: Locale) =>
    links.careers(myApplicationPath(notice.applicationId), locale);
  const t = (locale: Locale, key: string, params?: Record<string, unknown>) =>
    translations.t(locale, `mail.applicationStatus.${key}`, params);
  const wordsOf = (notice: StatusNotice) => (l: Locale) => ({
    vacancy: localizedText(notice.vacancyTitle, l),
    status: t(l, `statuses.${notice.status}`),
  });

  return {
    /** Writes the mails and the notifications of these notices in `tx`, the transaction of the changes. */
    async write(tx: Db, notices: StatusNotice[]): Promise<void> {
      if (!notices.length) return;
      const mails = notices.map((notice) => {
        const locale = localeOf(notice.candidate.locale);
        const words = wordsOf(notice);
        const say = (key: string, params?: Record<string, unknown>) => t(locale, key, params);
        return {
          to: notice.candidate.email,
          // One application's mails leave in the order of its changes (decision 0066).
          sequence: `application:${notice.applicationId}`,
          subject: t(locale, 'subject', words(locale)),
          ...composeMail([
            ...candidateNoticeParagraphs(say, notice, words(locale)),
            { button: { href: applicationUrl(notice, locale), label: t(locale, 'open') } },
          ]),
        };
      });
      await mail.enqueueAll(tx, mails);
      await notifications.write(
        tx,
        notices.map((notice) => {
          const words = wordsOf(notice);
          return {
            userId: notice.candidate.id,
            system: inEveryLocale((l) => t(l, 'system')),
            title: inEveryLocale((l) => t(l, 'notification', words(l))),
            text: inEveryLocale((l) => notice.message || t(l, 'intro', words(l))),
            link: myApplicationPath(notice.applicationId),
          };
        }),
      );
    },

    /** After the commit of `write`: the mails go out now and the candidates' open bells refresh. */
    async sent(notices: StatusNotice[]): Promise<void> {
      if (!notices.length) return;
      mail.wake();
      await notifications.announce(notices.map((notice) => notice.candidate.id));
    },
  };
}

export type ApplicationNotices = ReturnType<typeof applicationNotices>;
