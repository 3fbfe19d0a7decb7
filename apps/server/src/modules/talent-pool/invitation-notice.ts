import { myInvitationPath } from '@portal/contracts/careers-paths';
import type { Locale } from '@portal/contracts/locales';
import { localizedText } from '@portal/contracts/vacancy-rules';
import { candidateNoticeParagraphs, inEveryLocale } from '#server/core/mail/candidate-notice';
import { composeMail } from '#server/core/mail/compose';
import { mailLinks } from '#server/core/mail/mail-links';
import type { Outbox } from '#server/core/mail/outbox';
import type { Translations } from '#server/core/translations';
import { localeOf } from '#server/core/translations';
import type { Db } from '#server/db/database';
import type { LocalizedText } from '#server/db/schema';
import type { NotificationsService } from '#server/modules/notifications/notifications.service';

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
export function invitationNotices(
  mail: Outbox,
  translations: Translations,
  notifications: Pick<NotificationsService, 'write' | 'announce'>,
  publicUrl: string,
) {
  const links = mailLinks(publicUrl);
  const t = (locale: Locale, key: string, params?: Record<string, unknown>) =>
    translations.t(locale, `mail.invitation.${key}`, params);

  return {
    /** Writes the mail and the notification in `tx`, the invitation's transaction. */
    async write(tx: Db, notice: InvitationNotice): Promise<void> {
      const locale = localeOf(notice.candidate.locale);
      const vacancy = (l: Locale) => localizedText(notice.vacancyTitle, l);
      // In the mail's language, whatever the reader's browser says (decision 0083).
      const url = links.careers(myInvitationPath(notice.invitationId), locale);
      const say = (key: string, params?: Record<string, unknown>) => t(locale, key, params);
      const paragraphs = candidateNoticeParagraphs(say, notice, { vacancy: vacancy(locale) });
      await mail.enqueueAll(tx, [
        {
          to: notice.candidate.email,
          subject: t(locale, 'subject', { vacancy: vacancy(locale) }),
          ...composeMail([...paragraphs, { button: { href: url, label: t(locale, 'open') } }]),
        },
      ]);
      await notifications.write(tx, [
        {
          userId: notice.candidate.id,
          system: inEveryLocale((l) => translations.t(l, 'mail.applicationStatus.system')),
          title: inEveryLocale((l) => t(l, 'notification', { vacancy: vacancy(l) })),
          text: inEveryLocale((l) => notice.message || t(l, 'intro', { vacancy: vacancy(l) })),
          link: myInvitationPath(notice.invitationId),
        },
      ]);
    },

    /** After the commit of `write`. */
    async sent(notice: InvitationNotice): Promise<void> {
      mail.wake();
      await notifications.announce([notice.candidate.id]);
    },
  };
}

export type InvitationNotices = ReturnType<typeof invitationNotices>;
