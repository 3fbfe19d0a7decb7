import { randomBytes } from 'node:crypto';
import {
  ALERT_CONFIRM_DAYS,
  ALERTS_PER_EMAIL_MAX,
  type Alert,
  type AlertAddress,
  type AlertBody,
  type AlertChangeBody,
  type StoredAlertFilters,
  UNSUBSCRIBE_TOKEN_SEPARATOR,
} from '@portal/contracts/alerts';
import { resolveLocale } from '@portal/contracts/locales';
import { AppError } from '../../core/errors';
import type { AlertNotices } from './alert-notice';
import type { AlertRow, AlertsRepository } from './alerts.repository';

/** A link's token: 32 random bytes, base64url (43 characters, contracts ALERT_TOKEN_LENGTH). */
const newToken = () => randomBytes(32).toString('base64url');

const linkInvalid = () => new AppError('not_found', { detailKey: 'errors.alertLinkInvalid' });
const alertNotFound = () => new AppError('not_found', { detailKey: 'errors.alertNotFound' });

function storedFilters(filters: AlertBody['filters']): StoredAlertFilters {
  return {
    q: filters.q ?? null,
    city: filters.city ?? null,
    unit: filters.unit ?? null,
    program: filters.program ?? null,
    interest_area: filters.interest_area ?? null,
    workshift: filters.workshift ?? null,
  };
}

function alertOf(row: AlertRow): Alert {
  return {
    id: row.id,
    frequency: row.frequency,
    language: resolveLocale(row.locale),
    filters: row.filters,
    confirmed: row.confirmedAt !== null,
    paused: row.pausedAt !== null,
    created_at: row.createdAt.toISOString(),
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
  now: () => Date,
) {
  /** The address of a manage link; an unknown token is a 404. */
  async function addressOf(manageToken: string): Promise<string> {
    const email = await repository.emailOf(manageToken);
    if (!email) throw linkInvalid();
    return email;
  }

  return {
    /**
     * Subscribes `body.email`. `own` is true when the address is the signed-in candidate's confirmed one: the alert
     * is live at once, and reaching the limit is said (409), since the list is the candidate's own. Anyone else gets
     * the same answer whatever happened: a confirmation mail, or a mail saying the limit is reached, goes to the
     * address (never to the caller).
     */
    async subscribe(body: AlertBody, userId: string | undefined): Promise<{ own: boolean }> {
      const email = body.email.toLowerCase();
      const account = userId ? await candidateAccount(userId) : undefined;
      const own = Boolean(account?.confirmed && account.email.toLowerCase() === email);
      const at = now();
      const confirm = own
        ? null
        : { token: newToken(), expiresAt: new Date(at.getTime() + ALERT_CONFIRM_DAYS * 86_400_000) };
      const { alert, manageToken } = await repository.subscribe(
        {
          email,
          userId: own ? userId! : null,
          locale: body.language,
          frequency: body.frequency,
          filters: storedFilters(body.filters),
          confirm,
          unsubscribeToken: newToken(),
          at,
        },
        newToken(),
        ALERTS_PER_EMAIL_MAX,
      );
      if (!alert) {
        if (own) throw new AppError('limit_reached', { detailKey: 'errors.alertsLimit' });
        await notices.limitReached(email, body.language, manageToken);
        return { own };
      }
      if (confirm)
        await notices.confirmation(email, body.language, confirm.token, storedFilters(body.filters));
      return { own };
    },

    /** Confirms a visitor's alert from the mailed link; a spent, expired or unknown token is a 404. */
    async confirm(token: string): Promise<Alert> {
      const alert = await repository.confirm(token, now());
      if (!alert) throw linkInvalid();
      return alertOf(alert);
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

    /** The alerts a one-click unsubscribe link names (its page shows them before the button); none known is a 404. */
    async unsubscribeTarget(tokens: string): Promise<{ alerts: Alert[] }> {
      const alerts = await repository.byUnsubscribeTokens(tokens.split(UNSUBSCRIBE_TOKEN_SEPARATOR));
      if (alerts.length === 0) throw linkInvalid();
      return { alerts: alerts.map(alertOf) };
    },

    /** RFC 8058 one-click: ends the alerts the link names (one alert's, or every alert of one digest). */
    async unsubscribe(tokens: string): Promise<void> {
      const unsubscribeTokens = tokens.split(UNSUBSCRIBE_TOKEN_SEPARATOR);
      if ((await repository.remove({ unsubscribeTokens })) === 0) throw linkInvalid();
    },

    /** Deletes the visitors' alerts whose confirmation link expired. */
    pruneUnconfirmed(): Promise<number> {
      return repository.pruneUnconfirmed(now());
    },

    /** The LGPD export's `job_alerts`: the account's alerts. */
    async exportOf(userId: string) {
      return (await repository.ofUser(userId)).map((row) => ({ ...alertOf(row), email: row.email }));
    },
  };
}

export type AlertsService = ReturnType<typeof alertsService>;
