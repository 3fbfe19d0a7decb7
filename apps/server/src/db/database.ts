import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { paths } from '#server/paths';
import * as schema from './schema';
import { isRetryableConflict } from './transactions';

export type Schema = typeof schema;
/** One query interface for both drivers: repositories never know which database runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The least pause before a rolled-back transaction runs again; at most three times as long. */
const RETRY_PAUSE_MS = 10;

/**
 * Makes `db.transaction` run its work once more when PostgreSQL rolled it back for a deadlock or a serialization
 * failure (decision 0066): the second run usually passes (the other transaction has finished), and when it does not,
 * the error handler answers 503 with Retry-After, never 500. Every area's transactions go through here (the database
 * is built with it); a transaction's work may therefore run twice, and must keep no effect outside the database
 * from its first run. Savepoints (a `tx.transaction` inside) are not retried on their own: the outer one is.
 */
function retryingTransactions<T extends Db>(db: T): T {
  const once = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    try {
      return await once(work, config);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      // A pause of 10-30 ms lets the transaction that won finish first: retried at once, the loser could take the
      // lock the winner was queued for before the winner woke, and meet it in a second deadlock (seen in CI).
      await new Promise((resolve) =>
        setTimeout(resolve, RETRY_PAUSE_MS + Math.random() * RETRY_PAUSE_MS * 2),
      );
      return once(work, config);
    }
  };
  return Object.assign(db, { transaction });
}

export interface Database {
  db: Db;
  /**
   * The background workers' own connections (the mail outbox; decision 0089): on PostgreSQL a small pool apart from
   * the requests' one, so a burst of requests holding every connection never keeps a worker from recording what it
   * did (a mail delivered but not yet recorded goes out again). On PGlite the one connection, as `db`.
   */
  background: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where to open extra connections (the notifications' LISTEN). */
  connectionString?: string;
  /** PostgreSQL only: the bounds of its connections, for the extra ones too. */
  timeouts?: PostgresTimeouts;
  /** Applies the committed SQL migrations (apps/server/drizzle), holding the start-up lock (see `exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock that migrations take (decisions 0066, 0089): what must happen once
   * per database when instances start together (migrating, seeding an empty database) runs in one of them at a
   * time, and the next finds it done. On PGlite (one process owns the data dir) it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** True when a trivial query answers (on PostgreSQL through the background pool, which requests never fill). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function pgliteDatabase(client: PGlite): Database {
  const db = retryingTransactions(drizzlePglite({ client, schema }));
  return {
    db: db as unknown as Db,
    background: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    exclusively: (work) => work(),
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

/** How long PostgreSQL may keep a request waiting (decision 0046). */
export interface PostgresTimeouts {
  /** Opening a connection, and waiting for a free one in the pool (pg-pool bounds both with one timer). */
  connectTimeoutMs: number;
  /** One query, measured by the client: a partitioned server never answers, so the server's own limit is not enough. */
  queryTimeoutMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectTimeoutMs: 2000, queryTimeoutMs: 4000 };

/**
 * A client that closes its connection when a query timed out on the client side. pg leaves the query in flight
 * then (its answer may still come), so the connection would block every later query, and a transaction would
 * hand it back to the pool; closed, the pool discards it and opens a fresh one once the database answers.
 */
class DiscardOnTimeoutClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only observes the outcome.
  override query(...args: any[]): any {
    const discard = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') this.connection.stream.destroy();
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        discard(error);
        last(error, result);
      };
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result instanceof Promise) result.catch(discard);
    return result;
  }
}

/** Connections of the background workers' pool, besides the requests' pool (`Database.background`). */
const BACKGROUND_CONNECTIONS = 2;

/** The advisory lock every instance takes before migrating. */
export const MIGRATIONS_LOCK = 'portal:migrations';

export function postgresDatabase(
  connectionString: string,
  max = 10,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Database {
  const openPool = (size: number) => {
    const pool = new pg.Pool({
      connectionString,
      max: size,
      Client: DiscardOnTimeoutClient,
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      query_timeout: timeouts.queryTimeoutMs,
      // The server cancels a slow statement a little before the client gives up, so a live connection is kept.
      statement_timeout: Math.round(timeouts.queryTimeoutMs * 0.9),
    });
    // A connection the server ends (restart, failover, a dropped database) must not crash the process: the pool
    // drops that client and opens another on the next query.
    const ignore = () => {};
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    return pool;
  };
  const pool = openPool(max);
  const db = retryingTransactions(drizzlePg({ client: pool, schema }));
  const backgroundPool = openPool(BACKGROUND_CONNECTIONS);
  const background = retryingTransactions(drizzlePg({ client: backgroundPool, schema }));

  /**
   * Any number of instances may start at once on one database (decision 0066): one holds the lock while the others
   * wait for it, then find the work done. The lock is its own connection's session lock, so a dying process frees it.
   */
  async function holdingStartupLock<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectTimeoutMs });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [MIGRATIONS_LOCK]);
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    db: db as unknown as Db,
    background: background as unknown as Db,
    kind: 'postgres',
    connectionString,
    timeouts,
    // Migrations may rightly run longer than any request's query (an index on a big table): their own client,
    // without the query timeouts, the one that holds the lock.
    migrate: () =>
      holdingStartupLock((client) =>
        migratePg(drizzlePg({ client, schema }), { migrationsFolder: paths.migrations }),
      ),
    exclusively: (work) => holdingStartupLock(() => work()),
    // Readiness asks through the background pool: requests holding every connection of theirs are load, not an
    // unreachable database (decision 0089).
    ping: () => ping(background as unknown as Db),
    close: async () => {
      await Promise.all([pool.end(), backgroundPool.end()]);
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** PGlite with the extensions the migrations need (pg_trgm and btree_gin for the applicants search, decision 0059). */
export function openPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm, btree_gin } });
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DB_CONNECT_TIMEOUT_MS?: number;
  DB_QUERY_TIMEOUT_MS?: number;
}): Promise<Database> {
  if (config.DATABASE_URL)
    return postgresDatabase(config.DATABASE_URL, 10, {
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS ?? DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs,
      queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS ?? DEFAULT_POSTGRES_TIMEOUTS.queryTimeoutMs,
    });
  mkdirSync(config.DATA_DIR, { recursive: true });
  return pgliteDatabase(await openPglite({ dataDir: config.DATA_DIR }));
}
