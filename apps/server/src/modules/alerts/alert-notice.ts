import {
  describeAlertFilters,
  type StoredAlertFilters,
  UNSUBSCRIBE_TOKEN_SEPARATOR,
} from '@portal/contracts/alerts';
import { alertPagePath, vacancyPagePath } from '@portal/contracts/careers-paths';
import { formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import type { VacancyListItem } from '@portal/contracts/vacancies';
import { composeMail } from '#server/core/mail/compose';
import { mailLinks } from '#server/core/mail/mail-links';
import type { Mail } from '#server/core/mail/mailer';
import type { Outbox } from '#server/core/mail/outbox';
import type { Translations } from '#server/core/translations';
import type { Db } from '#server/db/database';

/** One alert's part of a digest: the alert and the new vacancies that match it. */
export interface DigestSection {
  alert: { filters: StoredAlertFilters; unsubscribeToken: string };
  vacancies: readonly VacancyListItem[];
}

/**
 * The job alerts' own mails (decision 0075), each written to the outbox and sent by its worker: the confirmation of
 * a visitor's subscription (double opt-in) and, when the address already has every alert it may or already follows
 * that search, a mail saying so with the manage link. All go to the address, never to whoever filled the form. Every
 * link opens in the mail's language (decision 0083).
 */
export function alertNotices(db: Db, mail: Outbox, translations: Translations, publicUrl: string) {
  const links = mailLinks(publicUrl);
  const t = (locale: Locale, key: string, params?: Record<string, unknown>) =>
    translations.t(locale, `mail.alerts.${key}`, params);
  const describe = (filters: StoredAlertFilters, locale: Locale) =>
    describeAlertFilters(filters, locale, {
      program: (program) => translations.t(locale, `careers:vacancies.filters.programs.${program}`),
      everything: t(locale, 'everything'),
    });

  /** One mail to the address: its paragraphs and the link it is about, through the outbox. */
  async function send(
    to: string,
    subject: string,
    paragraphs: string[],
    link: { href: string; label: string },
  ) {
    await mail.enqueue(db, {
      to,
      subject,
      ...composeMail([...paragraphs.map((text) => ({ paragraph: [text] })), { button: link }]),
    });
    mail.wake();
  }

  /**
   * A digest (decision 0076): the new vacancies of each alert under the search that found them, each linking to its
   * page; under every search, the link that ends that alert; at the foot, why the mail came and the manage link.
   * `List-Unsubscribe` (RFC 8058 one-click) ends every alert the mail reports.
   */
  function digestMail(
    email: string,
    locale: Locale,
    manageToken: string,
    sections: readonly DigestSection[],
  ): Mail {
    const count = sections.reduce((sum, section) => sum + section.vacancies.length, 0);
    const search = (section: DigestSection) => describe(section.alert.filters, locale);
    const leave = (section: DigestSection) =>
      links.careers(alertPagePath('unsubscribe', section.alert.unsubscribeToken), locale);
    const item = (vacancy: VacancyListItem) => ({
      label: t(locale, 'digest.vacancy', {
        title: vacancy.title,
        unit: vacancy.unit.name,
        city: vacancy.city,
        state: vacancy.state,
        deadline: formatDate(vacancy.application_deadline, locale),
      }),
      // `source=alert`: an application that follows this link counts as coming from the alert (issue 29).
      href: links.careers(`${vacancyPagePath(vacancy.id)}?source=alert`, locale),
    });
    const body = composeMail(
      [
        { paragraph: [t(locale, 'digest.intro', { count })] },
        ...sections.map((section) => ({
          section: {
            heading: t(locale, 'digest.search', { search: search(section) }),
            items: section.vacancies.map(item),
            link: { href: leave(section), label: t(locale, 'digest.leave') },
          },
        })),
      ],
      {
        text: t(locale, 'digest.why', { count: sections.length }),
        link: {
          href: links.careers(alertPagePath('manage', manageToken), locale),
          label: t(locale, 'digest.manage'),
        },
      },
    );
    // The path carries the first alert's token and `also` the others' (decision 0084): the path stays 43 characters
    // however many alerts the mail reported, and `lang` makes the answers speak the mail's language.
    const [first, ...others] = sections.map((section) => section.alert.unsubscribeToken);
    const also = others.length ? `?also=${others.join(UNSUBSCRIBE_TOKEN_SEPARATOR)}` : '';
    const oneClick = links.api(`/curriculum/alerts/v1/unsubscribe/${first}${also}`, locale);
    return {
      to: email,
      subject: t(locale, 'digest.subject', { count }),
      ...body,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    /** Writes a digest (`digestMail`) to the outbox in `tx`, the job's transaction. */
    async digest(
      tx: Db,
      email: string,
      locale: Locale,
      manageToken: string,
      sections: readonly DigestSection[],
    ) {
      await mail.enqueue(tx, digestMail(email, locale, manageToken, sections));
    },

    /** After the commit of the digests: the mails go out now. */
    sent: () => mail.wake(),

    async confirmation(email: string, locale: Locale, token: string, filters: StoredAlertFilters) {
      const search = describe(filters, locale);
      await send(
        email,
        t(locale, 'confirm.subject'),
        [t(locale, 'confirm.intro', { search }), t(locale, 'confirm.expires'), t(locale, 'confirm.ignore')],
        { href: links.careers(alertPagePath('confirm', token), locale), label: t(locale, 'confirm.open') },
      );
    },

    async limitReached(email: string, locale: Locale, manageToken: string) {
      await send(email, t(locale, 'limit.subject'), [t(locale, 'limit.intro'), t(locale, 'confirm.ignore')], {
        href: links.careers(alertPagePath('manage', manageToken), locale),
        label: t(locale, 'limit.open'),
      });
    },

    /**
     * A visitor asked again for a search the address already follows (decision 0084): nothing new is made; the
     * address hears that the alert exists, with the manage link.
     */
    async alreadyFollowed(email: string, locale: Locale, manageToken: string, filters: StoredAlertFilters) {
      await send(
        email,
        t(locale, 'exists.subject'),
        [t(locale, 'exists.intro', { search: describe(filters, locale) }), t(locale, 'confirm.ignore')],
        { href: links.careers(alertPagePath('manage', manageToken), locale), label: t(locale, 'limit.open') },
      );
    },
  };
}

export type AlertNotices = ReturnType<typeof alertNotices>;
