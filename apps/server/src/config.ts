import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ message: `must be a URL (${protocols.join(', ')})` })
      .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );
const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.union([
      z.boolean(),
      z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v)),
    ]),
  );

/**
 * Whom to believe about X-Forwarded-For/-Proto/-Host: nobody (false), the proxies at these addresses or CIDR ranges
 * (proxy-addr also knows `loopback`, `linklocal`, `uniquelocal`), or the last N hops (only when nothing but the
 * proxies can reach the server). The client address is then the right-most untrusted one.
 */
export type TrustProxy = false | number | string[];

const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      if (value === undefined) return false;
      if (/^\s*\d+\s*$/.test(value)) {
        const hops = Number(value);
        if (hops >= 1 && hops <= 16) return hops;
        ctx.addIssue({ code: 'custom', message: 'a hop count is between 1 and 16' });
        return z.NEVER;
      }
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      try {
        proxyAddr.compile(entries);
        return entries;
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `a comma list of addresses or CIDR ranges, or a hop count (${(error as Error).message})`,
        });
        return z.NEVER;
      }
    }),
);

const LOOPBACK_HOSTS = new Set(['localhost', '::1']);
const isLoopback = (host: string) =>
  LOOPBACK_HOSTS.has(host) || (isIP(host) === 4 && host.startsWith('127.'));

/** Every environment variable the server reads (README and .env.example describe each one). */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    // Decision 0046: how long PostgreSQL may keep a request waiting before it is answered 503.
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(4000),
    // How often the live notifications' LISTEN connection proves it is alive (a partition sends no error).
    DB_LISTEN_HEARTBEAT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
    // Decision 0064: every connection is bounded, so slow or idle clients cannot hold the process's sockets.
    // Whole request (headers and body) must arrive within HTTP_REQUEST_TIMEOUT_MS, its headers within
    // HTTP_HEADERS_TIMEOUT_MS; an idle keep-alive connection closes after HTTP_KEEP_ALIVE_TIMEOUT_MS, a socket with
    // no traffic either way after HTTP_IDLE_TIMEOUT_MS (above the notification stream's 25 s heartbeat).
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).max(1_000_000).default(0),
    // Connections one process holds at once; more are closed on arrival. Keep it below `ulimit -n`.
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(8192),
    // Of those, connections one client address holds at once (the proxies of TRUST_PROXY are not counted): one host
    // cannot take every other visitor's place (decision 0089).
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(256),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Portal <no-reply@localhost>'),
    // The durable mail outbox (decision 0060): whether this process sends its mails, and how often its worker looks
    // for mails due (a backstop: a change that writes a mail wakes the worker at once).
    MAIL_WORKER: flag(true),
    MAIL_WORKER_POLL_S: z.coerce.number().int().min(1).max(3600).default(5),
    // Where the portal is reached; every absolute URL we write (sitemap, canonical, e-mails, OIDC) starts with it,
    // never with the request's Host. Required in production unless the server listens on loopback only.
    PUBLIC_URL: optionalUrl(['http', 'https']),
    TRUST_PROXY: trustProxy,
    COOKIE_DOMAIN: z.preprocess(emptyToUndefined, z.string().optional()),
    ENV_NAME: z
      .string()
      .regex(/^[a-z0-9_]*$/i, { message: 'only letters, digits and _' })
      .default(''),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().optional()),
    OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    LOGIN_URL: z.string().min(1).default('/login'),
    // Intranet (spec §2, §7): where contact messages are mailed, what the 'work at the company' view shows, and the
    // external notifications page the bell's 'see more' opens when the host app is not the intranet.
    CONTACT_RECIPIENT: z.preprocess(
      emptyToUndefined,
      z.email({ message: 'must be an e-mail address' }).default('contato@example.com.br'),
    ),
    CONTACT_PHONE: z.string().min(3).max(40).default('+55 47 3276-4000'),
    CAREERS_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email({ message: 'must be an e-mail address' }).default('trabalheconosco@example.com.br'),
    ),
    NOTIFICATIONS_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://portal.example.com.br/notifications'),
    ),
    // Decision 0012: candidates with no access for this many months are deleted by a daily job (spec §9: 61 months).
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(61),
    RETENTION_JOB: flag(true),
    // Decision 0051: applications still open this many days after their vacancy closed end as not selected (a daily job).
    APPLICATIONS_CLOSE_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    APPLICATIONS_CLOSE_JOB: flag(true),
    // Decision 0075 (DESIGN §2): the job alerts' job (digests, unconfirmed alerts deleted) and its period in seconds.
    ALERTS_JOB: flag(true),
    ALERTS_JOB_INTERVAL_S: z.coerce.number().int().min(10).max(86_400).default(900),
    SEED_DEMO: flag(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc > 0 && oidc < 3) {
      for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when any OIDC_* is set' });
      }
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'at most HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
      });
    }
    // Reachable from elsewhere (a non-loopback HOST, or behind a proxy), a production server must be told its address.
    if (
      env.NODE_ENV === 'production' &&
      !env.PUBLIC_URL &&
      (!isLoopback(env.HOST) || env.TRUST_PROXY !== false)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required in production when HOST is not loopback or TRUST_PROXY is set',
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? localUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
  }));

/** This machine's address for HOST and PORT: the PUBLIC_URL of development, tests and a loopback-only server. */
export function localUrl(host: string, port: number): string {
  // A wildcard address means this machine; an IPv6 address goes in brackets.
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
  }
}

/** Validates the environment; throws a ConfigError naming each bad field on its own line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const byField = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(environment)';
    byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  const lines = [...byField].map(
    ([field, messages]) => `${field}: ${messages.join('; ')} (got ${JSON.stringify(env[field] ?? null)})`,
  );
  throw new ConfigError(lines);
}

/** A complete configuration for tests and tools, from defaults plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // The periodic jobs stay off unless a test turns one on; a test runs a job's rule through the area's service.
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RETENTION_JOB: 'false',
    APPLICATIONS_CLOSE_JOB: 'false',
    ALERTS_JOB: 'false',
  };
  return { ...loadConfig(env), ...overrides };
}
