import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from './config';
import { connectionsCheckingInterval } from './plugins/http';

describe('configuration from the environment', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names each bad field on its own line', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope', SEED_DEMO: 'maybe' });
      expect.unreachable('the configuration is invalid');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = (error as ConfigError).lines;
      expect(lines.map((l) => l.split(':')[0]).sort()).toEqual([
        'DATABASE_URL',
        'PORT',
        'SEED_DEMO',
        'SMTP_URL',
      ]);
    }
  });

  it('requires all OIDC_* settings once one is given', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('trusts no proxy by default; takes a list of addresses and CIDR ranges, or a hop count', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    const dev = { NODE_ENV: 'development' };
    expect(loadConfig({ ...dev, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(loadConfig({ ...dev, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    for (const bad of ['10.0.0.0/99', 'proxy.example.com', '0', 'true']) {
      expect(() => loadConfig({ ...dev, TRUST_PROXY: bad }), bad).toThrow(
        /^Invalid configuration:\nTRUST_PROXY: /,
      );
    }
  });

  it('requires PUBLIC_URL in production once the server is reachable from elsewhere', () => {
    // Loopback only (npm start on a laptop): this machine's address is right.
    expect(loadConfig({ NODE_ENV: 'production', PORT: '8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_URL: 'https://vagas.example.com/' })
        .PUBLIC_URL,
    ).toBe('https://vagas.example.com');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('bounds every connection by default: a slow request is dropped within 30 s (decision 0064)', () => {
    const config = loadConfig({});
    // Node drops a request at most one checking interval after its deadline.
    const sweep = connectionsCheckingInterval(config);
    expect(config.HTTP_REQUEST_TIMEOUT_MS + sweep).toBeLessThanOrEqual(30_000);
    expect(config.HTTP_HEADERS_TIMEOUT_MS + sweep).toBeLessThanOrEqual(30_000);
    expect(config.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    // Above the notification stream's 25 s heartbeat, so a quiet stream is not cut.
    expect(config.HTTP_IDLE_TIMEOUT_MS).toBeGreaterThan(25_000);
    expect(config.HTTP_MAX_CONNECTIONS).toBeGreaterThan(0);
    // No cap by default: a client that ignores `Connection: close` would get 503s past it (decision 0064).
    expect(config.HTTP_MAX_REQUESTS_PER_SOCKET).toBe(0);
    const short = loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '3000', HTTP_HEADERS_TIMEOUT_MS: '1500' });
    expect(connectionsCheckingInterval(short)).toBeLessThanOrEqual(1500 / 4);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: at most HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_MAX_CONNECTIONS: '0' })).toThrow(/HTTP_MAX_CONNECTIONS/);
  });
});

describe('the documentation of the configuration', () => {
  const root = resolve(import.meta.dirname, '../../..');
  const variables = Object.keys(configSchema.in.shape).sort();
  const names = (text: string, pattern: RegExp) =>
    [...new Set([...text.matchAll(pattern)].map((m) => m[1]!))].sort();

  it("README's Configuration table has a row for every variable the server reads, and no other", () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    const section = /^## Configuration\n([\s\S]*?)\n#{2,3} /m.exec(readme)?.[1] ?? '';
    const firstCells = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1]!)
      .join(' ');
    expect(names(firstCells, /`([A-Z][A-Z0-9_]+)`/g)).toEqual(variables);
  });

  it('.env.example sets or shows every variable the server reads, and no other', () => {
    const example = readFileSync(resolve(root, '.env.example'), 'utf8');
    expect(names(example, /^#? ?([A-Z][A-Z0-9_]+)=/gm)).toEqual(variables);
  });
});
