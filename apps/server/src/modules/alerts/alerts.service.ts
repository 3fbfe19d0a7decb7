import { randomBytes } from 'node:crypto';
import {
  ALERT_CONFIRM_DAYS,
  ALERTS_PER_EMAIL_MAX,
  type Alert,
  type AlertAddress,
  type AlertBody,
  type AlertChangeBody,
  type AlertConfirmation,
  type StoredAlertFilters,
  storedAlertFilters,
  UNSUBSCRIBE_TOKEN_SEPARATOR,
} from '@portal/contracts/alerts';
import { type Locale, resolveLocale } from '@portal/contracts/locales';
import type { VacancyListItem, VacancyQuery } from '@portal/contracts/vacancies';
import { AppError } from '#server/core/errors';
import type { AlertNotices, DigestSection } from './alert-notice';
import type { AlertRow, AlertsRepository } from './alerts.repository';
import { alertOf } from './alerts.views';

/** A link's token: 32 random bytes, base64url (43 characters, contracts ALERT_TOKEN_LENGTH). */
const newToken = () => randomBytes(32).toString('base64url');

const linkInvalid = () => new AppError('not_found', { detailKey: 'errors.alertLinkInvalid' });
const alertNotFound = () => new AppError('not_found', { detailKey: 'errors.alertNotFound' });
/** A one-click link used again: its alerts ended (or it never named one). */
const alertsEnded = () => new AppError('not_found', { detailKey: 'errors.alertsEnded' });

/** The unsubscribe tokens a one-click link names: its path's (one, or several joined in older mails) and `also`. */
function unsubscribeTokens(token: string, also: string | undefined): string[] {
  return [
    ...token.split(UNSUBSCRIBE_TOKEN_SEPARATOR),
    ...(also ? also.split(UNSUBSCRIBE_TOKEN_SEPARATOR) : []),
  ];
}

/**
 * The open vacancies of the careers list that match a search, newest first, in `locale` (the vacancies service's
 * `listMatching`).
 */
export type OpenVacancies = (query: VacancyQuery, locale: Locale) => Promise<VacancyListItem[]>;

/**
 * The careers list's query of an alert's search: every stored filter, the area of interest and the work shift
 * included (decision 0079).
 */
function vacancyQueryOf(filters: StoredAlertFilters): VacancyQuery {
  return {
    q: filters.q ?? undefined,
    city: filters.city ?? undefined,
    unit: filters.unit ?? undefined,
    program: filters.program ?? undefined,
    pcd: undefined,
    interest_area: filters.interest_area ?? undefined,
    workshift: filters.workshift ?? undefined,
  };
}

const listKey = (alert: AlertRow) => JSON.stringify([alert.filters, alert.locale]);

/**
 * The new vacancies of each of an address's alerts, oldest alert first (decision 0076): a vacancy goes in when it was
 * published after its alert was confirmed, is still open and was never carried to that address (`carried`, which
 * this fills); a vacancy that two alerts match is listed once, under the older alert. An alert confirmed after the
 * lists were read waits for the next run.
 */
function digestSections(
  alerts: readonly AlertRow[],
  lists: ReadonlyMap<string, readonly VacancyListItem[]>,
  carried: Set<number>,
): (DigestSection & { alert: AlertRow })[] {
  const sections: (DigestSection & { alert: AlertRow })[] = [];
  for (const alert of alerts) {
    const list = lists.get(listKey(alert));
    if (!list || !alert.confirmedAt) continue;
    const since = alert.confirmedAt.getTime();
    const fresh = list.filter(
      (vacancy) => !carried.has(vacancy.id) && Date.parse(vacancy.published_at) > since,
    );
    for (const vacancy of fresh) carried.add(vacancy.id);
    if (fresh.length > 0) sections.push({ alert, vacancies: fresh });
  }
  return sections;
}

/**
 * The alerts job's digests (decision 0076). Each run reads the lists the due alerts follow (before any lock), then,
 * in one transaction under one lock for every instance, reads the due alerts again, writes each address's mail to
 * the outbox with its deliveries and clocks, and commits: a second instance running at the same moment waits for
 * the lock and then finds nothing due, so every digest is sent once. An address with nothing new gets no mail.
 * Answers how many mails went to the outbox.
 */
function digestSender(
  repository: AlertsRepository,
  notices: AlertNotices,
  openVacancies: OpenVacancies,
  now: () => Date,
) {
  return async function sendDigests(): Promise<number> {
    const at = now();
    const due = await repository.dueForDigest(at);
    if (due.length === 0) return 0;
    const lists = new Map<string, VacancyListItem[]>();
    for (const { alert } of due) {
      const key = listKey(alert);
      if (!lists.has(key))
        lists.set(key, await openVacancies(vacancyQueryOf(alert.filters), resolveLocale(alert.locale)));
    }
    const sent = await repository.digestUnderLock(async (queries, tx) => {
      const byEmail = new Map<string, { manageToken: string; alerts: AlertRow[] }>();
      for (const { alert, manageToken } of await queries.dueForDigest(at)) {
        const entry = byEmail.get(alert.email) ?? { manageToken, alerts: [] };
        entry.alerts.push(alert);
        byEmail.set(alert.email, entry);
      }
      const delivered = await queries.delivered([...byEmail.keys()]);
      let mails = 0;
      for (const [email, { manageToken, alerts }] of byEmail) {
        const sections = digestSections(alerts, lists, new Set(delivered.get(email)));
        if (sections.length === 0) continue;
        await notices.digest(tx, email, resolveLocale(sections[0]!.alert.locale), manageToken, sections);
        await queries.recordDigest(
          email,
          sections.map((section) => section.alert.id),
          sections.flatMap((section) => section.vacancies.map((vacancy) => vacancy.id)),
          at,
        );
        mails += 1;
      }
      return mails;
    });
    if (sent > 0) notices.sent();
    return sent;
  };
}

/** What the alerts need of the signed-in candidate's account: the address and whether it was confirmed. */
export type CandidateAccount = (userId: string) => Promise<{ email: string; confirmed: boolean } | undefined>;

/**
 * Job alerts (decision 0075): an address follows a search of the careers list. A visitor's subscription is confirmed
 * from the mailed link (double opt-in) and answers the same whether the address is known or not; a signed-in
 * candidate's own confirmed address is subscribed at once. At most ALERTS_PER_EMAIL_MAX alerts per address. Every
 * alert ends with one click (its own token); the address's manage token pauses, edits or deletes them all.
 */
export function alertsService(
  repository: AlertsRepository,
  notices: AlertNotices,
  candidateAccount: CandidateAccount,
  openVacancies: OpenVacancies,
  now: () => Date,
) {
  const sendDigests = digestSender(repository, notices, openVacancies, now);

  /** The address of a manage link; an unknown token is a 404. */
  async function addressOf(manageToken: string): Promise<string> {
    const email = await repository.emailOf(manageToken);
    if (!email) throw linkInvalid();
    return email;
  }

  return {
    /**
     * Subscribes `body.email`. `own` is true when the address is the signed-in candidate's confirmed one: the alert
     * is live at once, and reaching the limit or asking for a search the address already follows is said (409, the
     * latter with the existing alert), since the list is the candidate's own. Anyone else gets the same answer
     * whatever happened: a confirmation mail, or a mail saying the limit is reached or the search already followed,
     * goes to the address (never to the caller). The same search is never saved twice (decision 0084).
     */
    async subscribe(body: AlertBody, userId: string | undefined): Promise<{ own: boolean }> {
      const email = body.email.toLowerCase();
      const account = userId ? await candidateAccount(userId) : undefined;
      const own = Boolean(account?.confirmed && account.email.toLowerCase() === email);
      const at = now();
      const filters = storedAlertFilters(body.filters);
      const confirm = own
        ? null
        : { token: newToken(), expiresAt: new Date(at.getTime() + ALERT_CONFIRM_DAYS * 86_400_000) };
      const { alert, existing, manageToken } = await repository.subscribe(
        {
          email,
          userId: own ? userId! : null,
          locale: body.language,
          frequency: body.frequency,
          filters,
          confirm,
          unsubscribeToken: newToken(),
          at,
        },
        newToken(),
        ALERTS_PER_EMAIL_MAX,
      );
      if (existing) {
        if (own) {
          // Still waiting for its mailed link: the account's confirmed address is the proof the link asks for.
          if (!existing.confirmedAt && (await repository.confirmForAccount(existing.id, userId!, at)))
            return { own };
          throw new AppError('alert_exists', {
            detailKey: 'errors.alertExists',
            extensions: { alert: alertOf(existing) },
          });
        }
        if (existing.confirmedAt || !existing.confirmToken)
          await notices.alreadyFollowed(email, body.language, manageToken, existing.filters);
        // The same link again: the first mail may have been lost, and the link is still the one to open.
        else await notices.confirmation(email, body.language, existing.confirmToken, existing.filters);
        return { own };
      }
      if (!alert) {
        if (own) throw new AppError('limit_reached', { detailKey: 'errors.alertsLimit' });
        await notices.limitReached(email, body.language, manageToken);
        return { own };
      }
      if (confirm) await notices.confirmation(email, body.language, confirm.token, filters);
      return { own };
    },

    /**
     * Confirms a visitor's alert from the mailed link (decision 0084): the first opening confirms it, a later one
     * says it was already confirmed, as long as the alert lives; both hand the page the address's manage token. A
     * link that expired unused, or whose alert was deleted, is a 404.
     */
    async confirm(token: string): Promise<AlertConfirmation> {
      const confirmed = await repository.confirm(token, now());
      if (!confirmed) throw linkInvalid();
      return {
        ...alertOf(confirmed.alert),
        already_confirmed: confirmed.already,
        manage_token: confirmed.manageToken,
      };
    },

    async mine(userId: string): Promise<Alert[]> {
      return (await repository.ofUser(userId)).map(alertOf);
    },

    async deleteMine(userId: string, id: number): Promise<void> {
      if ((await repository.remove({ userId, id })) === 0) throw alertNotFound();
    },

    /** The manage page's address and alerts. */
    async address(manageToken: string): Promise<AlertAddress> {
      const email = await addressOf(manageToken);
      return { email, alerts: (await repository.ofEmail(email)).map(alertOf) };
    },

    async change(manageToken: string, id: number, body: AlertChangeBody): Promise<Alert> {
      const alert = await repository.change(await addressOf(manageToken), id, {
        ...(body.paused === undefined ? {} : { pausedAt: body.paused ? now() : null }),
        ...(body.frequency === undefined ? {} : { frequency: body.frequency }),
        ...(body.interest_area === undefined && body.workshift === undefined
          ? {}
          : {
              filters: {
                ...(body.interest_area === undefined ? {} : { interest_area: body.interest_area }),
                ...(body.workshift === undefined ? {} : { workshift: body.workshift }),
              },
            }),
      });
      if (!alert) throw alertNotFound();
      return alertOf(alert);
    },

    async deleteOne(manageToken: string, id: number): Promise<void> {
      if ((await repository.remove({ email: await addressOf(manageToken), id })) === 0) throw alertNotFound();
    },

    /** Deletes every alert of the address and the address itself (LGPD: nothing of it is kept). */
    async deleteAddress(manageToken: string): Promise<void> {
      await repository.remove({ email: await addressOf(manageToken) });
    },

    /**
     * The alerts a one-click unsubscribe link names (its page shows them before the button): the path's token and
     * the `also` of a digest's link (decision 0084); none known is a 404.
     */
    async unsubscribeTarget(token: string, also?: string): Promise<{ alerts: Alert[] }> {
      const alerts = await repository.byUnsubscribeTokens(unsubscribeTokens(token, also));
      if (alerts.length === 0) throw linkInvalid();
      return { alerts: alerts.map(alertOf) };
    },

    /**
     * RFC 8058 one-click: ends the alerts the link names (one alert's, or every alert of one digest, however many);
     * a link that names none any more (used already) is a 404.
     */
    async unsubscribe(token: string, also?: string): Promise<void> {
      if ((await repository.remove({ unsubscribeTokens: unsubscribeTokens(token, also) })) === 0)
        throw alertsEnded();
    },

    /** Deletes the visitors' alerts whose confirmation link expired. */
    pruneUnconfirmed(): Promise<number> {
      return repository.pruneUnconfirmed(now());
    },

    /** Sends the digests that are due; answers how many mails went to the outbox. */
    sendDigests,

    /**
     * The alerts job: deletes the visitors' alerts whose confirmation link expired, then sends the digests that are
     * due; answers how many of each.
     */
    async runJob(): Promise<{ pruned: number; digests: number }> {
      const pruned = await this.pruneUnconfirmed();
      return { pruned, digests: await sendDigests() };
    },

    /** The LGPD export's `job_alerts`: the account's alerts. */
    async exportOf(userId: string) {
      return (await repository.ofUser(userId)).map((row) => ({ ...alertOf(row), email: row.email }));
    },
  };
}

export type AlertsService = ReturnType<typeof alertsService>;
