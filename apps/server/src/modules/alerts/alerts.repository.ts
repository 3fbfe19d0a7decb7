import { type StoredAlertFilters, sameAlertSearch } from '@portal/contracts/alerts';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { withLock } from '#server/db/locks';
import { candidates, jobAlertAddresses, jobAlertDeliveries, jobAlerts, users } from '#server/db/schema';

export type AlertRow = typeof jobAlerts.$inferSelect;

export interface NewAlert {
  email: string;
  userId: string | null;
  locale: string;
  frequency: 'daily' | 'weekly';
  filters: StoredAlertFilters;
  /** Null when confirmed at once (a signed-in candidate's own address). */
  confirm: { token: string; expiresAt: Date } | null;
  unsubscribeToken: string;
  at: Date;
}

/** An alert that still counts against the address's limit: confirmed, or waiting within its link's validity. */
const alive = (at: Date) => or(isNotNull(jobAlerts.confirmedAt), sql`${jobAlerts.confirmExpiresAt} > ${at}`);

/**
 * Deletes the address when it has no alert left (a visitor's address is kept only while an alert lives). The address
 * row is locked first, so a subscription of that address running at the same moment (which holds the same lock
 * while it adds its alert) is either seen by the check or waits until the address is gone and makes it again.
 */
async function forgetIfEmpty(tx: Db, email: string) {
  await tx.execute(sql`SELECT 1 FROM job_alert_addresses WHERE email = ${email} FOR UPDATE`);
  await tx.execute(
    sql`DELETE FROM job_alert_addresses a WHERE a.email = ${email}
         AND NOT EXISTS (SELECT 1 FROM job_alerts j WHERE j.email = a.email)`,
  );
}

/** The digests' queries (decision 0076): what is due, what each address was sent, and what a digest carried. */
function digestQueries(db: Db) {
  return {
    /**
     * The alerts a digest may carry at `at`, by address and oldest first (decision 0075): confirmed, not paused, their
     * own period (a day, a week) past since their last digest, and their address's last digest a day old at least,
     * so an address gets at most one mail a day whatever its alerts' frequencies.
     */
    dueForDigest(at: Date) {
      const dayAgo = new Date(at.getTime() - 86_400_000);
      const weekAgo = new Date(at.getTime() - 7 * 86_400_000);
      return db
        .select({ alert: jobAlerts, manageToken: jobAlertAddresses.manageToken })
        .from(jobAlerts)
        .innerJoin(jobAlertAddresses, eq(jobAlertAddresses.email, jobAlerts.email))
        .where(
          and(
            isNotNull(jobAlerts.confirmedAt),
            isNull(jobAlerts.pausedAt),
            or(isNull(jobAlertAddresses.lastDigestAt), lte(jobAlertAddresses.lastDigestAt, dayAgo)),
            or(
              isNull(jobAlerts.lastDigestAt),
              and(eq(jobAlerts.frequency, 'daily'), lte(jobAlerts.lastDigestAt, dayAgo)),
              and(eq(jobAlerts.frequency, 'weekly'), lte(jobAlerts.lastDigestAt, weekAgo)),
            ),
          ),
        )
        .orderBy(asc(jobAlerts.email), asc(jobAlerts.id));
    },

    /** The vacancies digests already carried to each of `emails`. */
    async delivered(emails: readonly string[]): Promise<Map<string, Set<number>>> {
      const rows = emails.length
        ? await db
            .select({ email: jobAlertDeliveries.email, vacancyId: jobAlertDeliveries.vacancyId })
            .from(jobAlertDeliveries)
            .where(inArray(jobAlertDeliveries.email, [...emails]))
        : [];
      const byEmail = new Map<string, Set<number>>();
      for (const { email, vacancyId } of rows)
        byEmail.set(email, (byEmail.get(email) ?? new Set()).add(vacancyId));
      return byEmail;
    },

    /** A digest went to `email` at `at`: what it carried, and the clocks of its alerts and of the address. */
    async recordDigest(email: string, alertIds: readonly number[], vacancyIds: readonly number[], at: Date) {
      await db
        .insert(jobAlertDeliveries)
        .values(vacancyIds.map((vacancyId) => ({ email, vacancyId, sentAt: at })))
        .onConflictDoNothing();
      await db
        .update(jobAlerts)
        .set({ lastDigestAt: at })
        .where(inArray(jobAlerts.id, [...alertIds]));
      await db.update(jobAlertAddresses).set({ lastDigestAt: at }).where(eq(jobAlertAddresses.email, email));
    },
  };
}

export type AlertDigestQueries = ReturnType<typeof digestQueries>;

/** The subscriptions' queries (decision 0075): subscribing, confirming, the lists, changes and deletions. */
function subscriptionQueries(db: Db) {
  return {
    /**
     * Adds an alert unless the address already follows the same search (`existing`: that alert, decision 0084) or
     * has `max` living ones: the address row is made if needed and locked, so concurrent subscriptions of one
     * address are checked one after another on every instance. Answers the address's manage token, and the alert
     * (undefined when an alert of the same search exists or the limit was reached).
     */
    async subscribe(entry: NewAlert, manageToken: string, max: number) {
      return db.transaction(async (tx) => {
        await tx
          .insert(jobAlertAddresses)
          .values({ email: entry.email, manageToken, createdAt: entry.at })
          .onConflictDoNothing();
        const [address] = await tx
          .select({ manageToken: jobAlertAddresses.manageToken })
          .from(jobAlertAddresses)
          .where(eq(jobAlertAddresses.email, entry.email))
          .for('update');
        const living = await tx
          .select()
          .from(jobAlerts)
          .where(and(eq(jobAlerts.email, entry.email), alive(entry.at)))
          .orderBy(asc(jobAlerts.id));
        const existing = living.find((alert) => sameAlertSearch(alert.filters, entry.filters));
        if (existing) return { manageToken: address!.manageToken, alert: undefined, existing };
        if (living.length >= max) return { manageToken: address!.manageToken, alert: undefined };
        const [alert] = await tx
          .insert(jobAlerts)
          .values({
            email: entry.email,
            userId: entry.userId,
            locale: entry.locale,
            frequency: entry.frequency,
            filters: entry.filters,
            confirmToken: entry.confirm?.token ?? null,
            confirmExpiresAt: entry.confirm?.expiresAt ?? null,
            confirmedAt: entry.confirm ? null : entry.at,
            unsubscribeToken: entry.unsubscribeToken,
            createdAt: entry.at,
          })
          .returning();
        return { manageToken: address!.manageToken, alert };
      });
    },

    /**
     * Confirms the alert of a confirmation token (decision 0084): the first opening within the link's validity
     * confirms it; a later one finds it confirmed (`already`), as long as the alert lives. An address that is a
     * candidate account's e-mail ties the alert to that account (the link proved the mailbox is theirs). Answers the
     * alert and its address's manage token; undefined for an unknown or expired token or a deleted alert.
     */
    async confirm(token: string, at: Date) {
      const [confirmed] = await db
        .update(jobAlerts)
        .set({
          confirmedAt: at,
          confirmExpiresAt: null,
          userId: sql`coalesce(job_alerts.user_id,
            (SELECT u.id FROM users u WHERE u.email_normalized = job_alerts.email AND u.kind = 'candidate'))`,
        })
        .where(
          and(
            eq(jobAlerts.confirmToken, token),
            isNull(jobAlerts.confirmedAt),
            sql`${jobAlerts.confirmExpiresAt} > ${at}`,
          ),
        )
        .returning();
      const alert =
        confirmed ??
        (
          await db
            .select()
            .from(jobAlerts)
            .where(and(eq(jobAlerts.confirmToken, token), isNotNull(jobAlerts.confirmedAt)))
        )[0];
      if (!alert) return undefined;
      const [address] = await db
        .select({ manageToken: jobAlertAddresses.manageToken })
        .from(jobAlertAddresses)
        .where(eq(jobAlertAddresses.email, alert.email));
      return address && { alert, already: !confirmed, manageToken: address.manageToken };
    },

    /**
     * Confirms, for the signed-in owner of its address, an alert that waited for its mailed link: the account's
     * confirmed address proves the mailbox, as the link would have. Answers the alert (undefined when it is gone or
     * was confirmed meanwhile).
     */
    async confirmForAccount(id: number, userId: string, at: Date) {
      const [alert] = await db
        .update(jobAlerts)
        .set({ confirmedAt: at, confirmExpiresAt: null, userId })
        .where(and(eq(jobAlerts.id, id), isNull(jobAlerts.confirmedAt)))
        .returning();
      return alert;
    },

    /** The address a manage token belongs to (undefined for an unknown token). */
    async emailOf(manageToken: string) {
      const [address] = await db
        .select({ email: jobAlertAddresses.email })
        .from(jobAlertAddresses)
        .where(eq(jobAlertAddresses.manageToken, manageToken));
      return address?.email;
    },

    /** The alerts of an address, oldest first. */
    ofEmail(email: string) {
      return db.select().from(jobAlerts).where(eq(jobAlerts.email, email)).orderBy(asc(jobAlerts.id));
    },

    /** The alerts of one-click unsubscribe tokens, oldest first. */
    byUnsubscribeTokens(tokens: readonly string[]) {
      return db
        .select()
        .from(jobAlerts)
        .where(inArray(jobAlerts.unsubscribeToken, [...tokens]))
        .orderBy(asc(jobAlerts.id));
    },

    /** A candidate's account address and whether it was confirmed (undefined when no such candidate). */
    async account(userId: string) {
      const [row] = await db
        .select({ email: users.email, confirmedAt: candidates.emailConfirmedAt })
        .from(users)
        .innerJoin(candidates, eq(candidates.userId, users.id))
        .where(eq(users.id, userId));
      return row && { email: row.email, confirmed: row.confirmedAt !== null };
    },

    /** The alerts of a candidate's account, oldest first. */
    ofUser(userId: string) {
      return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.id));
    },

    /**
     * Changes an alert of `email`: pause or resume, frequency, some of its filters (merged into the stored ones).
     * Undefined when the address has no such alert.
     */
    async change(
      email: string,
      id: number,
      { filters, ...change }: { pausedAt?: Date | null; frequency?: 'daily' | 'weekly'; filters?: object },
    ) {
      const [alert] = await db
        .update(jobAlerts)
        .set({
          ...change,
          ...(filters ? { filters: sql`${jobAlerts.filters} || ${JSON.stringify(filters)}::jsonb` } : {}),
        })
        .where(and(eq(jobAlerts.id, id), eq(jobAlerts.email, email)))
        .returning();
      return alert;
    },

    /**
     * Deletes the alerts that match `where` (one alert, an address's, a candidate's) and then every address left
     * without an alert; answers how many alerts went.
     */
    async remove(where: {
      id?: number;
      email?: string;
      userId?: string;
      unsubscribeTokens?: readonly string[];
    }) {
      return db.transaction(async (tx) => {
        const conditions = [
          where.id === undefined ? undefined : eq(jobAlerts.id, where.id),
          where.email === undefined ? undefined : eq(jobAlerts.email, where.email),
          where.userId === undefined ? undefined : eq(jobAlerts.userId, where.userId),
          where.unsubscribeTokens === undefined
            ? undefined
            : inArray(jobAlerts.unsubscribeToken, [...where.unsubscribeTokens]),
        ].filter((condition) => condition !== undefined);
        if (conditions.length === 0) throw new Error('an alert deletion needs a condition');
        const gone = await tx
          .delete(jobAlerts)
          .where(and(...conditions))
          .returning({ email: jobAlerts.email });
        for (const email of new Set(gone.map((row) => row.email))) await forgetIfEmpty(tx, email);
        if (where.email !== undefined && gone.length === 0) await forgetIfEmpty(tx, where.email);
        return gone.length;
      });
    },

    /** Deletes the alerts whose confirmation link expired before `at`, then the addresses left without one. */
    async pruneUnconfirmed(at: Date) {
      const gone = await db
        .delete(jobAlerts)
        .where(and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.confirmExpiresAt, at)))
        .returning({ email: jobAlerts.email });
      for (const email of new Set(gone.map((row) => row.email)))
        await db.transaction((tx) => forgetIfEmpty(tx, email));
      return gone.length;
    },
  };
}

/** The job alerts' queries (decisions 0075, 0076). */
export function alertsRepository(db: Db) {
  return {
    ...subscriptionQueries(db),
    ...digestQueries(db),
    /**
     * Runs `work` in one transaction under the digests' lock, the same for every instance: a second run of the job
     * at the same moment waits for it, then finds nothing due.
     */
    digestUnderLock: <T>(work: (queries: AlertDigestQueries, tx: Db) => Promise<T>): Promise<T> =>
      withLock(db, 'job-alerts:digest', (tx) => work(digestQueries(tx), tx)),
  };
}

export type AlertsRepository = ReturnType<typeof alertsRepository>;
