import {
  describeAlertFilters,
  type StoredAlertFilters,
  UNSUBSCRIBE_TOKEN_SEPARATOR,
} from '@portal/contracts/alerts';
import { alertPagePath, CAREERS_BASE_PATH, vacancyPagePath } from '@portal/contracts/careers-paths';
import { formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import type { VacancyListItem } from '@portal/contracts/vacancies';
import { escapeHtml, linkMailBody } from '../../core/mail/link-mail';
import type { Mail } from '../../core/mail/mailer';
import type { Outbox } from '../../core/mail/outbox';
import type { Translations } from '../../core/translations';
import type { Db } from '../../db/database';

/** One alert's part of a digest: the alert and the new vacancies that match it. */
export interface DigestSection {
  alert: { filters: StoredAlertFilters; unsubscribeToken: string };
  vacancies: readonly VacancyListItem[];
}

/**
 * The job alerts' own mails (decision 0075), each written to the outbox and sent by its worker: the confirmation of
 * a visitor's subscription (double opt-in) and, when the address already has every alert it may, a mail saying so
 * with the manage link. Both go to the address, never to whoever filled the form.
 */
export function alertNotices(db: Db, mail: Outbox, translations: Translations, publicUrl: string) {
  const careersUrl = `${publicUrl.replace(/\/+$/, '')}${CAREERS_BASE_PATH}`;
  const apiUrl = `${publicUrl.replace(/\/+$/, '')}/api`;
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
      ...linkMailBody(
        paragraphs.map((text) => [text]),
        link,
      ),
    });
    mail.wake();
  }

  return {
    /**
     * A digest (decision 0076): the new vacancies of each alert under the search that found them, each linking to its
     * page; under every search, the link that ends that alert; at the foot, why the mail came and the manage link.
     * `List-Unsubscribe` (RFC 8058 one-click) ends every alert the mail reports.
     */
    digestMail(email: string, locale: Locale, manageToken: string, sections: readonly DigestSection[]): Mail {
      const count = sections.reduce((sum, section) => sum + section.vacancies.length, 0);
      const search = (section: DigestSection) => describe(section.alert.filters, locale);
      const leave = (section: DigestSection) =>
        `${careersUrl}${alertPagePath('unsubscribe', section.alert.unsubscribeToken)}`;
      const manage = `${careersUrl}${alertPagePath('manage', manageToken)}`;
      const line = (vacancy: VacancyListItem) =>
        t(locale, 'digest.vacancy', {
          title: vacancy.title,
          unit: vacancy.unit.name,
          city: vacancy.city,
          state: vacancy.state,
          deadline: formatDate(vacancy.application_deadline, locale),
        });
      const href = (vacancy: VacancyListItem) => `${careersUrl}${vacancyPagePath(vacancy.id)}`;
      const why = t(locale, 'digest.why', { count: sections.length });
      const text = [
        t(locale, 'digest.intro', { count }),
        ...sections.map((section) =>
          [
            t(locale, 'digest.search', { search: search(section) }),
            ...section.vacancies.map((vacancy) => `- ${line(vacancy)}\n  ${href(vacancy)}`),
            `${t(locale, 'digest.leave')}: ${leave(section)}`,
          ].join('\n'),
        ),
        `${why}\n${t(locale, 'digest.manage')}: ${manage}`,
      ].join('\n\n');
      const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
      const html = [
        '<!doctype html><html><body>',
        `<p>${escapeHtml(t(locale, 'digest.intro', { count }))}</p>`,
        ...sections.map((section) =>
          [
            `<h2>${escapeHtml(t(locale, 'digest.search', { search: search(section) }))}</h2>`,
            '<ul>',
            ...section.vacancies.map((vacancy) => `<li>${link(href(vacancy), line(vacancy))}</li>`),
            '</ul>',
            `<p><small>${link(leave(section), t(locale, 'digest.leave'))}</small></p>`,
          ].join('\n'),
        ),
        `<hr><p><small>${escapeHtml(why)} ${link(manage, t(locale, 'digest.manage'))}</small></p>`,
        '</body></html>',
      ].join('\n');
      const oneClick = sections
        .map((section) => section.alert.unsubscribeToken)
        .join(UNSUBSCRIBE_TOKEN_SEPARATOR);
      return {
        to: email,
        subject: t(locale, 'digest.subject', { count }),
        text,
        html,
        headers: {
          'List-Unsubscribe': `<${apiUrl}/curriculum/alerts/v1/unsubscribe/${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },

    async confirmation(email: string, locale: Locale, token: string, filters: StoredAlertFilters) {
      const search = describe(filters, locale);
      await send(
        email,
        t(locale, 'confirm.subject'),
        [t(locale, 'confirm.intro', { search }), t(locale, 'confirm.expires'), t(locale, 'confirm.ignore')],
        { href: `${careersUrl}${alertPagePath('confirm', token)}`, label: t(locale, 'confirm.open') },
      );
    },

    async limitReached(email: string, locale: Locale, manageToken: string) {
      await send(email, t(locale, 'limit.subject'), [t(locale, 'limit.intro'), t(locale, 'confirm.ignore')], {
        href: `${careersUrl}${alertPagePath('manage', manageToken)}`,
        label: t(locale, 'limit.open'),
      });
    },
  };
}

export type AlertNotices = ReturnType<typeof alertNotices>;
