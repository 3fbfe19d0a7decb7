import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
