import type { StoredAlertFilters } from '@portal/contracts/alerts';
import { alertPagePath, CAREERS_BASE_PATH } from '@portal/contracts/careers-paths';
import { DICTIONARIES } from '@portal/contracts/dictionaries';
import type { Locale } from '@portal/contracts/locales';
import { linkMailBody } from '../../core/mail/link-mail';
import type { Outbox } from '../../core/mail/outbox';
import type { Translations } from '../../core/translations';
import type { Db } from '../../db/database';

/**
 * The search an alert follows, in words ('mecânico · Betim · Jovem aprendiz'), or 'every new vacancy'; the program
 * as the careers list's filter names it.
 */
export function describeFilters(
  filters: StoredAlertFilters,
  locale: Locale,
  t: (key: string) => string,
): string {
  const label = (attribute: 'interest_area' | 'workshift', id: number | null) =>
    id === null ? null : (DICTIONARIES[attribute].find((entry) => entry.id === id)?.label[locale] ?? null);
  const parts = [
    filters.q,
    filters.city,
    filters.program ? t(`careers:vacancies.filters.programs.${filters.program}`) : null,
    label('interest_area', filters.interest_area),
    label('workshift', filters.workshift),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : t('mail.alerts.everything');
}

/**
 * The job alerts' own mails (decision 0075), each written to the outbox and sent by its worker: the confirmation of
 * a visitor's subscription (double opt-in) and, when the address already has every alert it may, a mail saying so
 * with the manage link. Both go to the address, never to whoever filled the form.
 */
export function alertNotices(db: Db, mail: Outbox, translations: Translations, publicUrl: string) {
  const careersUrl = `${publicUrl.replace(/\/+$/, '')}${CAREERS_BASE_PATH}`;
  const t = (locale: Locale, key: string, params?: Record<string, unknown>) =>
    translations.t(locale, `mail.alerts.${key}`, params);

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
    async confirmation(email: string, locale: Locale, token: string, filters: StoredAlertFilters) {
      const search = describeFilters(filters, locale, (key) => translations.t(locale, key));
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
