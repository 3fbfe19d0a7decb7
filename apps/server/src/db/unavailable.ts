/**
 * Tells whether an error means the database could not be reached or did not answer in time (decision 0046):
 * a refused or dropped connection, a connect, pool or query timeout, a server shutting down. Such a request may
 * succeed if retried later, so it is answered 503 with Retry-After, never 500. Drizzle wraps driver errors
 * (`cause`), and Node reports a refused dual-stack connect as an AggregateError (`errors`): both are followed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (isDatabaseUnavailable(error.cause, depth + 1)) return true;
  return error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now), 57014
 * (statement_timeout cancelled the query), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code);
}

/** What pg and pg-pool say when the connection failed or timed out (they set no code). */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
];
