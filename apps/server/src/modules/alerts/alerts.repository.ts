import type { StoredAlertFilters } from '@portal/contracts/alerts';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { candidates, jobAlertAddresses, jobAlerts, users } from '../../db/schema';

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

/** The job alerts' queries (decision 0075). */
export function alertsRepository(db: Db) {
  return {
    /**
     * Adds an alert unless the address already has `max` living ones: the address row is made if needed and locked,
     * so concurrent subscriptions of one address are counted one after another on every instance. Answers the
     * address's manage token, and the alert (undefined when the limit was reached).
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
        const [living] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(jobAlerts)
          .where(and(eq(jobAlerts.email, entry.email), alive(entry.at)));
        if ((living?.n ?? 0) >= max) return { manageToken: address!.manageToken, alert: undefined };
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
     * Confirms the alert of a confirmation token still valid at `at`; the token is spent. An address that is a
     * candidate account's e-mail ties the alert to that account (the link proved the mailbox is theirs).
     */
    async confirm(token: string, at: Date) {
      const [alert] = await db
        .update(jobAlerts)
        .set({
          confirmedAt: at,
          confirmToken: null,
          confirmExpiresAt: null,
          userId: sql`coalesce(job_alerts.user_id,
            (SELECT u.id FROM users u WHERE u.email_normalized = job_alerts.email AND u.kind = 'candidate'))`,
        })
        .where(and(eq(jobAlerts.confirmToken, token), sql`${jobAlerts.confirmExpiresAt} > ${at}`))
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

    /** The alert of a one-click unsubscribe token. */
    async byUnsubscribeToken(token: string) {
      const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.unsubscribeToken, token));
      return alert;
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

    /** Changes an alert of `email`: pause or resume, frequency. Undefined when the address has no such alert. */
    async change(
      email: string,
      id: number,
      change: { pausedAt?: Date | null; frequency?: 'daily' | 'weekly' },
    ) {
      const [alert] = await db
        .update(jobAlerts)
        .set(change)
        .where(and(eq(jobAlerts.id, id), eq(jobAlerts.email, email)))
        .returning();
      return alert;
    },

    /**
     * Deletes the alerts that match `where` (one alert, an address's, a candidate's) and then every address left
     * without an alert; answers how many alerts went.
     */
    async remove(where: { id?: number; email?: string; userId?: string; unsubscribeToken?: string }) {
      return db.transaction(async (tx) => {
        const conditions = [
          where.id === undefined ? undefined : eq(jobAlerts.id, where.id),
          where.email === undefined ? undefined : eq(jobAlerts.email, where.email),
          where.userId === undefined ? undefined : eq(jobAlerts.userId, where.userId),
          where.unsubscribeToken === undefined
            ? undefined
            : eq(jobAlerts.unsubscribeToken, where.unsubscribeToken),
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

export type AlertsRepository = ReturnType<typeof alertsRepository>;
