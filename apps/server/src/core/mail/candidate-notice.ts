import { LOCALES, type Locale } from '@portal/contracts/locales';
import { localeOf, type Translations } from '#server/core/translations';
import type { Db } from '#server/db/database';
import type { LocalizedText } from '#server/db/schema';
import { composeMail, type MailBlock } from './compose';
import { mailLinks } from './mail-links';
import type { Outbox } from './outbox';

/**
 * What the notices of a recruiter's act to a candidate share (an application's change, decision 0051; an
 * invitation, decision 0074): the mail's paragraphs and the notification's text in every language.
 */
export interface CandidateNotice {
  candidate: { name: string };
  /** The recruiter's message, as written. */
  message: string | null;
  /** A sentence of the portal's own in the reader's language (a reason for not selected), before the message. */
  sentence?: ((locale: Locale) => string) | undefined;
}

/** One text in every locale: a notification is written in all of them (the bell shows the reader's). */
export const inEveryLocale = (text: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as LocalizedText;

/** The mail's body before its button: greeting, intro, the recruiter's message as typed (when there is one), follow. */
export function candidateNoticeParagraphs(
  say: (key: string, params?: Record<string, unknown>) => string,
  notice: CandidateNotice,
  introWords: Record<string, unknown>,
  locale: Locale,
): MailBlock[] {
  return [
    { paragraph: [say('greeting', { name: notice.candidate.name })] },
    { paragraph: [say('intro', introWords)] },
    ...(notice.sentence ? [{ paragraph: [notice.sentence(locale)] }] : []),
    ...(notice.message
      ? [{ paragraph: [say('message')] }, { paragraph: notice.message.split(/\r?\n/) }]
      : []),
    { paragraph: [say('follow')] },
  ];
}

/** A notification as the notices write it: its texts in every language and the page it leads to. */
type NoticeNotification = { userId: string; link: string } & Record<
  'system' | 'title' | 'text',
  LocalizedText
>;

/** The bell as the notices use it (the notifications service's `write` and `announce`). */
export interface NoticeBell {
  write(tx: Db, entries: NoticeNotification[]): Promise<unknown>;
  announce(userIds: string[]): Promise<void>;
}

/** What the notices need of the server: the outbox, the texts, the bell and where the portal is reached. */
export interface NoticeDeps {
  mail: Outbox;
  translations: Translations;
  bell: NoticeBell;
  /** Where the portal is reached (config PUBLIC_URL): the mails link to the careers portal there. */
  publicUrl: string;
}

/** One notice to one candidate, with the words its texts take in each language and the careers page it links to. */
export interface CandidateNoticeEntry {
  notice: CandidateNotice & { candidate: { id: string; email: string; locale: string } };
  words: (locale: Locale) => Record<string, unknown>;
  /** The careers portal's path of the page where the candidate follows it. */
  path: string;
  /** The mail's outbox sequence, when its mails must leave in order (decision 0066). */
  sequence?: string;
}

/**
 * Tells candidates of a recruiter's act: a mail in the candidate's language and a notification in every language
 * (the bell shows the reader's), both written in the caller's transaction (`write`), so a committed act is always
 * told and a refused one never; `sent`, after the commit, wakes the mail worker and the open bells (decision 0060).
 * The texts are the translations under `keys` (`subject`, `greeting`, `intro`, `message`, `follow`, `open`,
 * `notification`); the notification's system is the portal's recruiting (`mail.applicationStatus.system`).
 */
export function candidateNotices({ mail, translations, bell, publicUrl }: NoticeDeps, keys: string) {
  const links = mailLinks(publicUrl);
  const t = (locale: Locale, key: string, params?: Record<string, unknown>) =>
    translations.t(locale, `${keys}.${key}`, params);

  return {
    /** Writes the mails and the notifications of these notices in `tx`, the transaction of the act. */
    async write(tx: Db, entries: readonly CandidateNoticeEntry[]): Promise<void> {
      if (!entries.length) return;
      const mails = entries.map(({ notice, words, path, sequence }) => {
        const locale = localeOf(notice.candidate.locale);
        const say = (key: string, params?: Record<string, unknown>) => t(locale, key, params);
        return {
          to: notice.candidate.email,
          sequence,
          subject: say('subject', words(locale)),
          ...composeMail([
            ...candidateNoticeParagraphs(say, notice, words(locale), locale),
            // In the mail's language, whatever the reader's browser says (decision 0083).
            { button: { href: links.careers(path, locale), label: say('open') } },
          ]),
        };
      });
      await mail.enqueueAll(tx, mails);
      await bell.write(
        tx,
        entries.map(({ notice, words, path }) => ({
          userId: notice.candidate.id,
          system: inEveryLocale((l) => translations.t(l, 'mail.applicationStatus.system')),
          title: inEveryLocale((l) => t(l, 'notification', words(l))),
          text: inEveryLocale((l) => notice.message || notice.sentence?.(l) || t(l, 'intro', words(l))),
          link: path,
        })),
      );
    },

    /** After the commit of `write`: the mails go out now and these candidates' open bells refresh. */
    async sent(candidateIds: string[]): Promise<void> {
      if (!candidateIds.length) return;
      mail.wake();
      await bell.announce(candidateIds);
    },
  };
}
