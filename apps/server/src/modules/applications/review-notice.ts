import { LOCALES, type Locale } from '@portal/contracts/locales';
import { localizedText } from '@portal/contracts/vacancy-rules';
import type { NoticeDeps } from '#server/core/mail/candidate-notice';
import { composeMail } from '#server/core/mail/compose';
import { mailLinks } from '#server/core/mail/mail-links';
import { localeOf } from '#server/core/translations';
import type { Db } from '#server/db/database';
import type { LocalizedText } from '#server/db/schema';
import type { ApplicationRow, Recruiter } from './candidate-applications.repository';

/** The intranet page of an application (the applicants feature's `candidaturas/:id` under /recrutamento). */
export const recruiterApplicationPath = (applicationId: number) =>
  `/recrutamento/candidaturas/${applicationId}`;

/**
 * Tells a vacancy's recruiters that a candidate asks for a review of a flagged application (issue 29 point 3): a
 * mail in each recruiter's language with the candidate's message as written, and a notification in every language
 * leading to the application. Written in the transaction of the request (`write`), so a recorded request is always
 * told and a refused one never; `sent` then wakes the mail worker and the open bells (decision 0060).
 */
export function reviewNotices({ mail, translations, bell, publicUrl }: NoticeDeps) {
  const links = mailLinks(publicUrl);
  const t = (locale: Locale, key: string, params?: Record<string, unknown>) =>
    translations.t(locale, `mail.reviewRequest.${key}`, params);
  const everyLocale = (text: (locale: Locale) => string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as LocalizedText;

  return {
    async write(
      tx: Db,
      found: { application: ApplicationRow; vacancy: { title: LocalizedText }; recruiters: Recruiter[] },
      message: string,
    ): Promise<void> {
      if (!found.recruiters.length) return;
      const path = recruiterApplicationPath(found.application.id);
      const words = (locale: Locale) => ({ vacancy: localizedText(found.vacancy.title, locale) });
      await mail.enqueueAll(
        tx,
        found.recruiters.map((recruiter) => {
          const locale = localeOf(recruiter.locale);
          const say = (key: string, params?: Record<string, unknown>) => t(locale, key, params);
          return {
            to: recruiter.email,
            subject: say('subject', words(locale)),
            ...composeMail([
              { paragraph: [say('greeting', { name: recruiter.name })] },
              { paragraph: [say('intro', words(locale))] },
              { paragraph: [say('message')] },
              { paragraph: message.split(/\r?\n/) },
              { paragraph: [say('follow')] },
              { button: { href: links.intranet(path, locale), label: say('open') } },
            ]),
          };
        }),
      );
      await bell.write(
        tx,
        found.recruiters.map((recruiter) => ({
          userId: recruiter.id,
          system: everyLocale((l) => translations.t(l, 'mail.reviewRequest.system')),
          title: everyLocale((l) => t(l, 'notification', words(l))),
          text: everyLocale(() => message),
          link: path,
        })),
      );
    },

    /** After the commit of `write`: the mails go out now and these recruiters' open bells refresh. */
    async sent(recruiterIds: string[]): Promise<void> {
      if (!recruiterIds.length) return;
      mail.wake();
      await bell.announce(recruiterIds);
    },
  };
}

export type ReviewNotices = ReturnType<typeof reviewNotices>;
