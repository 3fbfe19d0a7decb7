import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionGrant, SessionGuard } from '#server/core/auth-claims';
import type { NotificationBus } from '#server/core/notification-bus';
import { TtlCache } from '#server/core/ttl-cache';
import type { Db } from '#server/db/database';
import { sessions, users } from '#server/db/schema';

/** How long an instance trusts its cached answer when no invalidation reaches it (a lost bus message). */
const SESSION_CHECK_TTL_MS = 10_000;
/** Cached answers kept at most; the oldest goes first. */
const MAX_ENTRIES = 50_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entry {
  userId: string;
  /** The user's grant while the session is open; null once it is not. */
  grant: SessionGrant | null;
}

/**
 * The session check of every authenticated request (decision 0042): one indexed query (session open, user enabled;
 * a deleted user took its sessions with it) that also reads the user's permission grant (decision 0069), cached
 * in-process for a few seconds and dropped on every instance by a 'sessions-ended' event on the notification bus
 * (Redis, PostgreSQL NOTIFY or in-process).
 */
export function sessionGuard(
  db: Db,
  bus: NotificationBus,
  log: FastifyBaseLogger,
  ttlMs = SESSION_CHECK_TTL_MS,
): SessionGuard {
  const byUser = new Map<string, Set<string>>();
  const entries = new TtlCache<string, Entry>({
    ttlMs,
    max: MAX_ENTRIES,
    onDelete(sessionId, entry) {
      const ids = byUser.get(entry.userId);
      ids?.delete(sessionId);
      if (ids?.size === 0) byUser.delete(entry.userId);
    },
  });
  // Prepared once: every authenticated request whose answer is not cached asks it.
  const openSession = db
    .select({ permissions: users.permissions, unitIds: users.unitIds })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
      ),
    )
    .prepare('session_open');
  // Bumped by every invalidation: a lookup that overlapped one does not store its (maybe older) answer.
  let generation = 0;

  function forgetUsers(userIds: string[]) {
    generation += 1;
    for (const userId of userIds) {
      for (const sessionId of byUser.get(userId) ?? []) entries.delete(sessionId);
      byUser.delete(userId);
    }
  }

  function remember(sessionId: string, entry: Entry) {
    entries.set(sessionId, entry);
    let ids = byUser.get(entry.userId);
    if (!ids) {
      ids = new Set();
      byUser.set(entry.userId, ids);
    }
    ids.add(sessionId);
  }

  bus.subscribeAll((event) => {
    if (event.type === 'sessions-ended' || event.type === 'grants-changed') forgetUsers(event.userIds);
  });

  /** Forgets these users here at once, then tells the other instances; the change is committed already. */
  async function changed(type: 'sessions-ended' | 'grants-changed', userIds: string[]) {
    if (userIds.length === 0) return;
    forgetUsers(userIds);
    try {
      await bus.publish({ type, userIds });
    } catch (error) {
      // Other instances notice it within SESSION_CHECK_TTL_MS anyway.
      log.warn({ err: error }, `${type} event could not be published`);
    }
  }
  // While the bus is down, invalidations from other instances are lost: trust nothing cached from before.
  bus.onLost(() => {
    generation += 1;
    entries.clear();
    byUser.clear();
  });

  return {
    async active({ userId, sessionId }) {
      if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
      // While the bus is down, another instance's sign-out cannot reach this one: every check reads the database
      // (one primary-key lookup) until it is back, instead of trusting a cache for SESSION_CHECK_TTL_MS (decision 0065).
      const trustCache = bus.healthy();
      const cached = trustCache ? entries.get(sessionId) : undefined;
      if (cached && cached.userId === userId) return cached.grant;
      const seen = generation;
      const [row] = await openSession.execute({ sessionId, userId });
      const grant: SessionGrant | null = row ? { permissions: row.permissions, unitIds: row.unitIds } : null;
      if (trustCache && seen === generation) remember(sessionId, { userId, grant });
      return grant;
    },

    sessionsEnded: (userIds) => changed('sessions-ended', userIds),
    grantsChanged: (userIds) => changed('grants-changed', userIds),
  };
}
