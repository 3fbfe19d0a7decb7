import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The OpenID Connect provider of the 'Sign in with Microsoft' test, started before the portal. */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
export const OIDC_ISSUER = `http://127.0.0.1:${oidcPort}`;
/**
 * The real SMTP server the portal mails to; the tests read the mails from MAIL_DIR (support/mail.ts). Tests use
 * addresses of their own, so mails of earlier runs in the folder do not matter.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2000);
const MAIL_DIR = join(tmpdir(), `portal-e2e-mail-${port}`);
const oidcClient = {
  OIDC_CLIENT_ID: 'portal-intranet-e2e',
  OIDC_CLIENT_SECRET: 'e2e-secret-0123456789abcdef0123456789',
};

if (!existsSync(CHROMIUM_PATH)) {
  // Playwright must not fetch a browser of its own (`npx playwright install` is never part of a run).
  throw new Error(`No Chromium at ${CHROMIUM_PATH}: run scripts/ensure-chromium.sh (or set CHROMIUM_PATH).`);
}
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * The phone most of our candidates have, as Playwright's Pixel 7 (Android Chrome's user agent, touch, isMobile,
 * device pixel ratio) at the 390×844 viewport the candidate flow was tried on (Playwright's Pixel 7 is 412 px wide).
 */
export const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
} as const;

/**
 * Specs named `*.phone.spec.ts` run on the phone profile only, every other spec on the desktop only: each test runs
 * once, so the e2e time grows with the phone tests alone (the whole CI stays well under 30 minutes).
 */
const PHONE_SPECS = /\.phone\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // scripts/e2e-shards.sh (what `npm run test:all` runs) asks for one retry; each test makes the people it changes.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  forbidOnly: !!process.env.CI,
  // A minute per test unless it says more: CI's two cores also run the other shard; a step that never comes still
  // fails at its expect timeout.
  timeout: 60_000,
  // Each shard writes its traces and screenshots in a folder of its own (a run empties its folder when it starts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  expect: { timeout: 7_000 },
  // `npm run test:all` also asks for the JSON report, whose durations its timing table reads.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    // A trace is recorded only for a failed test's retry (decision 0097): recording every test (DOM snapshots and
    // screenshots at each step) cost CPU time that the two shards share with their servers and browsers.
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: PHONE_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: { ...PHONE, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'node support/start-oidc-provider.mjs',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), PORTAL_ORIGIN: baseURL, ...oidcClient },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node support/start-smtp-sink.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node support/start-server.mjs',
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      // OpenID Connect is configured: /login shows 'Sign in with Microsoft' (other pages are unaffected).
      // A proxy on loopback is trusted, so specs may give the candidates they make addresses of their own
      // (support/client-address.ts); the browser's own requests carry no such header and stay 127.0.0.1.
      env: {
        PORT: String(port),
        OIDC_ISSUER,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TRUST_PROXY: 'loopback',
        // With a proxy trusted, production asks for the public address (it no longer trusts the Host header).
        PUBLIC_URL: baseURL,
        // The job alerts' digests go out within seconds of a match (decision 0075), not the default quarter hour.
        ALERTS_JOB_INTERVAL_S: '10',
        ...oidcClient,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
