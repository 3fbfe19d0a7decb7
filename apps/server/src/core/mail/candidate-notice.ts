import { LOCALES, type Locale } from '@portal/contracts/locales';
import type { LocalizedText } from '#server/db/schema';
import type { MailBlock } from './compose';

/**
 * What the notices of a recruiter's act to a candidate share (an application's change, decision 0051; an
 * invitation, decision 0074): the mail's paragraphs and the notification's text in every language.
 */
export interface CandidateNotice {
  candidate: { name: string };
  /** The recruiter's message, as written. */
  message: string | null;
}

/** One text in every locale: a notification is written in all of them (the bell shows the reader's). */
export const inEveryLocale = (text: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as LocalizedText;

/** The mail's body before its button: greeting, intro, the recruiter's message as typed (when there is one), follow. */
export function candidateNoticeParagraphs(
  say: (key: string, params?: Record<string, unknown>) => string,
  notice: CandidateNotice,
  introWords: Record<string, unknown>,
): MailBlock[] {
  return [
    { paragraph: [say('greeting', { name: notice.candidate.name })] },
    { paragraph: [say('intro', introWords)] },
    ...(notice.message
      ? [{ paragraph: [say('message')] }, { paragraph: notice.message.split(/\r?\n/) }]
      : []),
    { paragraph: [say('follow')] },
  ];
}
