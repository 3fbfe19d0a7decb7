import type { StoredAlertFilters } from '@portal/contracts/alerts';
import { type Locale, resolveLocale } from '@portal/contracts/locales';
import type { VacancyListItem } from '@portal/contracts/vacancies';
import type { Outbox } from '../../core/mail/outbox';
import type { Db } from '../../db/database';
import { withLock } from '../../db/locks';
import type { AlertNotices, DigestSection } from './alert-notice';
import { type AlertRow, alertsRepository } from './alerts.repository';

/**
 * The open vacancies of the careers list that match an alert's search, newest first, in `locale` (the vacancies
 * area's cached list), the area of interest and the work shift included (vacancies name them: decision 0079).
 */
export type OpenVacancies = (filters: StoredAlertFilters, locale: Locale) => Promise<VacancyListItem[]>;

const listKey = (alert: AlertRow) => JSON.stringify([alert.filters, alert.locale]);

/**
 * The alerts job's digests (decision 0076). Each run reads the lists the due alerts follow (before any lock: they come
 * from the vacancies' cache), then, in one transaction under one lock for every instance, reads the due alerts again,
 * writes each address's mail to the outbox with its deliveries and clocks, and commits: a second instance running at
 * the same moment waits for the lock and then finds nothing due, so every digest is sent once.
 *
 * A vacancy goes in when it was published after its alert was confirmed, is still open and was never carried to
 * that address; a vacancy that two alerts of one address match is listed once, under the older alert. An address
 * with nothing new gets no mail.
 */
export function alertDigests(
  db: Db,
  outbox: Outbox,
  notices: AlertNotices,
  openVacancies: OpenVacancies,
  now: () => Date,
) {
  return {
    /** Sends the digests that are due; answers how many mails went to the outbox. */
    async run(): Promise<number> {
      const at = now();
      const due = await alertsRepository(db).dueForDigest(at);
      if (due.length === 0) return 0;
      const lists = new Map<string, VacancyListItem[]>();
      for (const { alert } of due) {
        const key = listKey(alert);
        if (!lists.has(key)) lists.set(key, await openVacancies(alert.filters, resolveLocale(alert.locale)));
      }

      const sent = await withLock(db, 'job-alerts:digest', async (tx) => {
        const repository = alertsRepository(tx);
        const byEmail = new Map<string, { manageToken: string; alerts: AlertRow[] }>();
        for (const { alert, manageToken } of await repository.dueForDigest(at)) {
          const entry = byEmail.get(alert.email) ?? { manageToken, alerts: [] };
          entry.alerts.push(alert);
          byEmail.set(alert.email, entry);
        }
        const delivered = await repository.delivered([...byEmail.keys()]);
        let mails = 0;
        for (const [email, { manageToken, alerts }] of byEmail) {
          const carried = new Set(delivered.get(email));
          const sections: (DigestSection & { alert: AlertRow })[] = [];
          for (const alert of alerts) {
            // An alert confirmed after the lists were read waits for the next run.
            const list = lists.get(listKey(alert));
            if (!list || !alert.confirmedAt) continue;
            const since = alert.confirmedAt.getTime();
            const fresh = list.filter(
              (vacancy) => !carried.has(vacancy.id) && Date.parse(vacancy.published_at) > since,
            );
            for (const vacancy of fresh) carried.add(vacancy.id);
            if (fresh.length > 0) sections.push({ alert, vacancies: fresh });
          }
          if (sections.length === 0) continue;
          const locale = resolveLocale(sections[0]!.alert.locale);
          await outbox.enqueue(tx, notices.digestMail(email, locale, manageToken, sections));
          await repository.recordDigest(
            email,
            sections.map((section) => section.alert.id),
            sections.flatMap((section) => section.vacancies.map((vacancy) => vacancy.id)),
            at,
          );
          mails += 1;
        }
        return mails;
      });
      if (sent > 0) outbox.wake();
      return sent;
    },
  };
}

export type AlertDigests = ReturnType<typeof alertDigests>;
