import { CAREERS_BASE_PATH } from '@portal/contracts/careers-paths';
import { type Locale, withLocaleParam } from '@portal/contracts/locales';

/**
 * The one way a mail links anywhere (decision 0083): an absolute URL under PUBLIC_URL that names the mail's language
 * (`?lang=`), so the page opens, and the API answers, in the language the mail was written in, whatever the
 * reader's browser or language cookie says. Every mail with a link builds it here: the job alerts' mails, the status
 * notices, the invitations.
 */
export function mailLinks(publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    /** A careers page (a path of the careers app, maybe with a `#fragment`) in `locale`. */
    careers: (path: string, locale: Locale) =>
      withLocaleParam(`${origin}${CAREERS_BASE_PATH}${path}`, locale),
    /** An intranet page (a path of the intranet app, served at the root) in `locale`. */
    intranet: (path: string, locale: Locale) => withLocaleParam(`${origin}${path}`, locale),
    /** An API URL (a path below /api, maybe with a query) whose answers speak `locale`. */
    api: (path: string, locale: Locale) => withLocaleParam(`${origin}/api${path}`, locale),
  };
}

export type MailLinks = ReturnType<typeof mailLinks>;
