import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { RedisLink } from './redis';

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

/**
 * The permissions or unit limit of these users changed (the users tool's `grant`): every instance forgets the grant
 * it cached with their session checks (decision 0069). Their sessions go on.
 */
export interface GrantsChangedEvent {
  type: 'grants-changed';
  userIds: string[];
}

/**
 * A recruiter published, edited, closed or reopened a vacancy: every instance drops its cached public vacancy
 * lists (decision 0050). It concerns no user in particular.
 */
export interface VacanciesChangedEvent {
  type: 'vacancies-changed';
  /** Always empty. */
  userIds: string[];
}

/** Everything the bus carries: each kind of event names the users it is about (none for vacancies). */
export type BusEvent = NotificationEvent | SessionsEndedEvent | GrantsChangedEvent | VacanciesChangedEvent;

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
  /** False while events cannot be received (the LISTEN or SUBSCRIBE connection is lost): readiness says so. */
  healthy(): boolean;
  /**
   * Whether an unhealthy bus takes the instance out of service (readiness 503): true when it rides on the database
   * (LISTEN/NOTIFY), false when its outage only degrades the instance (Redis, decision 0065: live notifications
   * pause, pages still read the database).
   */
  readonly outageIsFatal: boolean;
  /**
   * The database answers again (readiness saw it): reconnect now rather than at the end of the backoff, so an
   * instance is ready within a second of its database (decision 0067). Resolves when that attempt ends; at once
   * when nothing is lost or the transport reconnects by itself.
   */
  reconnectNow(): Promise<void>;
  /**
   * Calls `listener` each time the bus loses its connection: events may be missed until it is back, so open
   * streams end and their clients reconnect and fetch again. Returns the unsubscribe function.
   */
  onLost(listener: () => void): () => void;
  close(): Promise<void>;
}

const BUS_CHANNEL = 'portal_notifications';
/** PostgreSQL's NOTIFY payload must stay under 8000 bytes: user ids go in chunks of this size. */
const IDS_PER_MESSAGE = 100;

const EVENT_TYPES = new Set<string>([
  'created',
  'visualized',
  'sessions-ended',
  'grants-changed',
  'vacancies-changed',
]);

function chunks(event: BusEvent): BusEvent[] {
  // An event about no user in particular still goes out once.
  if (event.userIds.length === 0) return [event];
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

/**
 * The change is already stored when it is published; the event only tells open pages to refresh. So a transport
 * that fails (Redis or the database unreachable) must not turn a stored change into an error the client retries.
 */
async function bestEffort(log: FastifyBaseLogger, publish: () => Promise<void>): Promise<void> {
  try {
    await publish();
  } catch (error) {
    log.warn({ err: error }, 'notification event not published: pages see the change on their next refresh');
  }
}

/** The local fan-out shared by the three transports. */
class Listeners {
  private readonly byUser = new Map<string, Set<NotificationListener>>();
  private readonly all = new Set<NotificationListener>();
  private readonly lostListeners = new Set<() => void>();

  subscribeAll(listener: NotificationListener): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }

  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  lost(): void {
    for (const listener of [...this.lostListeners]) listener();
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
    outageIsFatal: false,
    async publish(event) {
      listeners.dispatch(event);
    },
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    subscribeAll: (listener) => listeners.subscribeAll(listener),
    ready: async () => {},
    healthy: () => true,
    reconnectNow: async () => {},
    onLost: (listener) => listeners.onLost(listener),
    close: async () => {},
  };
}

export interface ListenOptions {
  connectTimeoutMs: number;
  /** Bounds LISTEN and each heartbeat. */
  queryTimeoutMs: number;
  /** How often an idle LISTEN connection runs a trivial query: a partition would otherwise never show. */
  heartbeatMs: number;
}

/** The wait before the n-th reconnection attempt in a row doubles from the first, up to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** How long a graceful goodbye to PostgreSQL may take at close before the socket is simply dropped. */
const END_GRACE_MS = 1000;

/** Ends a client without waiting on a server that may never answer. */
async function dispose(client: pg.Client, graceMs: number): Promise<void> {
  const ended = client.end().catch(() => {});
  const drop = setTimeout(() => client.connection.stream.destroy(), graceMs);
  await ended;
  clearTimeout(drop);
}

/**
 * LISTEN on a dedicated connection; NOTIFY through the pool. The connection is watched (errors, and a heartbeat
 * query for the silent failure of a partition); once lost, it is reopened with capped exponential backoff and
 * LISTEN issued again, without a restart (decision 0046).
 */
export function postgresBus(
  connectionString: string,
  notify: (channel: string, payload: string) => Promise<void>,
  log: FastifyBaseLogger,
  options: ListenOptions,
): NotificationBus {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  const retryLater = () => {
    if (closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
  };

  const lose = (lost: pg.Client, error: unknown) => {
    if (client !== lost) return;
    client = undefined;
    if (timer) clearTimeout(timer);
    log.warn({ err: error }, 'notification LISTEN connection lost; reconnecting');
    void dispose(lost, 0);
    listeners.lost();
    retryLater();
  };

  const heartbeat = (live: pg.Client) => {
    timer = setTimeout(() => {
      live.query('select 1').then(
        () => {
          if (client === live) heartbeat(live);
        },
        (error: unknown) => lose(live, error),
      );
    }, options.heartbeatMs);
  };

  /** The attempt under way, shared: a timer and readiness never open two connections at once. */
  let attempt: Promise<void> | undefined;
  const connect = (): Promise<void> => {
    attempt ??= open().finally(() => {
      attempt = undefined;
    });
    return attempt;
  };

  const open = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: options.connectTimeoutMs,
      query_timeout: options.queryTimeoutMs,
    });
    next.on('notification', (message) => {
      const event = message.channel === BUS_CHANNEL && message.payload ? parse(message.payload) : null;
      if (event) listeners.dispatch(event);
    });
    next.on('error', (error) => lose(next, error));
    try {
      await next.connect();
      await next.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      void dispose(next, 0);
      if (failures === 0) log.warn({ err: error }, 'notification LISTEN could not connect; retrying');
      retryLater();
      return;
    }
    if (closed) {
      await dispose(next, END_GRACE_MS);
      return;
    }
    if (failures > 0) log.info({ attempts: failures }, 'notification LISTEN re-established');
    failures = 0;
    client = next;
    markStarted();
    heartbeat(next);
  };
  void connect();

  return {
    transport: 'postgres',
    outageIsFatal: true,
    publish: (event) =>
      bestEffort(log, async () => {
        for (const part of chunks(event)) await notify(BUS_CHANNEL, JSON.stringify(part));
      }),
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    subscribeAll: (listener) => listeners.subscribeAll(listener),
    ready: () => started,
    healthy: () => client !== undefined,
    reconnectNow() {
      if (closed || client) return Promise.resolve();
      if (attempt) return attempt;
      if (timer) clearTimeout(timer);
      return connect();
    },
    onLost: (listener) => listeners.onLost(listener),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      markStarted();
      const last = client;
      client = undefined;
      if (last) await dispose(last, END_GRACE_MS);
    },
  };
}

/**
 * Redis pub/sub: a subscriber connection of its own; PUBLISH on the link's command connection, bounded like every
 * Redis call (decision 0065). While Redis is away nothing is published (the change is stored; other instances'
 * session checks read the database meanwhile, see session-guard) and the bus reports itself unhealthy.
 */
export function redisBus(link: RedisLink, log: FastifyBaseLogger): NotificationBus {
  const listeners = new Listeners();
  const subscriber = link.subscriber();
  subscriber.on('message', (channel: string, payload: string) => {
    const event = channel === BUS_CHANNEL ? parse(payload) : null;
    if (event) listeners.dispatch(event);
  });
  let subscribed = false;
  const healthy = () => subscribed && subscriber.status === 'ready' && link.available();
  // ioredis reconnects and subscribes again by itself; streams still end on a loss, as events may be missed. A
  // silent Redis (a partition) keeps the subscriber's socket open: the link's probe is what notices it.
  let wasHealthy = false;
  const watch = () => {
    const now = healthy();
    if (wasHealthy && !now) listeners.lost();
    wasHealthy = now;
  };
  subscriber.on('ready', watch);
  subscriber.on('close', watch);
  const stopWatching = link.onChange(watch);
  const started = subscriber.subscribe(BUS_CHANNEL).then(() => {
    subscribed = true;
    watch();
  });
  started.catch((error: unknown) => log.warn({ err: error }, 'Redis SUBSCRIBE could not start'));

  return {
    transport: 'redis',
    outageIsFatal: false,
    publish: (event) =>
      bestEffort(log, async () => {
        if (!link.available()) throw new Error('Redis is away');
        try {
          for (const part of chunks(event)) await link.client.publish(BUS_CHANNEL, JSON.stringify(part));
        } catch (error) {
          link.failed(error);
          throw error;
        }
      }),
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    subscribeAll: (listener) => listeners.subscribeAll(listener),
    // When Redis is away at start, the bus does not hold the start: it subscribes once Redis answers.
    ready: () => (link.available() ? started : Promise.reject(new Error('Redis is away'))),
    healthy,
    // ioredis retries on its own schedule.
    reconnectNow: async () => {},
    onLost: (listener) => listeners.onLost(listener),
    async close() {
      stopWatching();
      subscriber.disconnect();
    },
  };
}
