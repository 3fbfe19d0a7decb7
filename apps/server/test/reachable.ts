import { createConnection } from 'node:net';

const DEFAULT_PORTS: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379 };

/**
 * Whether something answers on the host and port of `url` within a second (PostgreSQL, Redis): tests that need a
 * real server run only when one is there, and the API suite runs again on PostgreSQL whenever one answers.
 */
export function isReachable(url: string): Promise<boolean> {
  const { hostname, port, protocol } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({
      host: hostname,
      port: Number(port || DEFAULT_PORTS[protocol]),
      timeout: 1000,
    });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
