import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

/** What changed for some users: new notifications, or theirs were marked seen (so open bells refresh). */
export interface NotificationEvent {
  type: 'created' | 'visualized';
  userIds: string[];
}

/**
 * The sessions of these users ended (sign-out, refresh-token reuse, password change or reset, sign out everywhere)
 * or the users were disabled or deleted: every instance forgets what it cached about them (decision 0042).
 */
export interface SessionsEndedEvent {
  type: 'sessions-ended';
  userIds: string[];
}

/** Everything the bus carries: each kind of event names the users it is about. */
export type BusEvent = NotificationEvent | SessionsEndedEvent;

export type NotificationListener = (event: BusEvent) => void;

/**
 * Tells every server instance that something changed for some users: their notifications (so each can push the news
 * to the browsers connected to it, server-sent events) or their sessions (so each drops its cached session checks).
 * Three transports: Redis pub/sub when REDIS_URL is set, PostgreSQL
 * LISTEN/NOTIFY on PostgreSQL, in-process on PGlite (one process). A published event reaches the local listeners
 * exactly once, through the transport.
 */
export interface NotificationBus {
  readonly transport: 'memory' | 'postgres' | 'redis';
  publish(event: BusEvent): Promise<void>;
  /** Calls `listener` for events that name `userId`; returns the unsubscribe function. */
  subscribe(userId: string, listener: NotificationListener): () => void;
  /** Calls `listener` for every event, before the per-user listeners; returns the unsubscribe function. */
  subscribeAll(listener: NotificationListener): () => void;
  /** Resolves once the bus receives events (a LISTEN or SUBSCRIBE is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const BUS_CHANNEL = 'portal_notifications';
/** PostgreSQL's NOTIFY payload must stay under 8000 bytes: user ids go in chunks of this size. */
const IDS_PER_MESSAGE = 100;

const EVENT_TYPES = new Set<string>(['created', 'visualized', 'sessions-ended']);

function chunks(event: BusEvent): BusEvent[] {
  const out: BusEvent[] = [];
  for (let i = 0; i < event.userIds.length; i += IDS_PER_MESSAGE) {
    out.push({ type: event.type, userIds: event.userIds.slice(i, i + IDS_PER_MESSAGE) });
  }
  return out;
}

function parse(payload: string): BusEvent | null {
  try {
    const value = JSON.parse(payload) as BusEvent;
    if (EVENT_TYPES.has(value.type) && Array.isArray(value.userIds)) return value;
  } catch {
    // ignore what is not ours
  }
  return null;
}

/** The local fan-out shared by the three transports. */
class Listeners {
  private readonly byUser = new Map<string, Set<NotificationListener>>();
  private readonly all = new Set<NotificationListener>();

  subscribeAll(listener: NotificationListener): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }

  subscribe(userId: string, listener: NotificationListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  dispatch(event: BusEvent): void {
    // First the instance-wide listeners (the session cache forgets), then the users' (a stream re-checks its session).
    for (const listener of this.all) listener(event);
    for (const userId of new Set(event.userIds)) {
      for (const listener of this.byUser.get(userId) ?? []) listener({ type: event.type, userIds: [userId] });
    }
  }
}

export function memoryBus(): NotificationBus {
  const listeners = new Listeners();
  return {
    transport: 'memory',
    async publish(event) {
      listeners.dispatch(event);
    },
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    subscribeAll: (listener) => listeners.subscribeAll(listener),
    ready: async () => {},
    close: async () => {},
  };
}

/** LISTEN on a dedicated connection (reconnected after a failure); NOTIFY through the pool. */
export function postgresBus(
  connectionString: string,
  notify: (channel: string, payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): NotificationBus {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      const event = message.channel === BUS_CHANNEL && message.payload ? parse(message.payload) : null;
      if (event) listeners.dispatch(event);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'notification LISTEN connection failed; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${BUS_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  const started = connect();
  started.catch((error: unknown) => log.error({ err: error }, 'notification LISTEN could not start'));

  return {
    transport: 'postgres',
    async publish(event) {
      for (const part of chunks(event)) await notify(BUS_CHANNEL, JSON.stringify(part));
    },
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    subscribeAll: (listener) => listeners.subscribeAll(listener),
    ready: () => started,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await started.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub: one subscriber connection, one publisher connection. */
export function redisBus(url: string, log: FastifyBaseLogger): NotificationBus {
  const listeners = new Listeners();
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  }
  subscriber.on('message', (channel: string, payload: string) => {
    const event = channel === BUS_CHANNEL ? parse(payload) : null;
    if (event) listeners.dispatch(event);
  });
  const started = (async () => {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(BUS_CHANNEL);
  })();
  started.catch((error: unknown) => log.error({ err: error }, 'Redis SUBSCRIBE could not start'));

  return {
    transport: 'redis',
    async publish(event) {
      for (const part of chunks(event)) await publisher.publish(BUS_CHANNEL, JSON.stringify(part));
    },
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    subscribeAll: (listener) => listeners.subscribeAll(listener),
    ready: () => started,
    async close() {
      await started.catch(() => {});
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
