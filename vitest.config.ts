import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { isReachable } from './apps/server/test/reachable.ts';
import { workspaceAliases } from './vite.aliases.ts';

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The API suite runs again on PostgreSQL whenever one answers on its port. */
const postgresReachable = await isReachable(pgUrl);
if (!postgresReachable)
  console.warn(`[vitest] PostgreSQL at ${pgUrl} is not reachable: API tests run on PGlite only`);

/**
 * Reliability tests (decisions 0042-0047) are `*.reliability.test.ts` beside the code and run in the API projects, so CI runs
 * them; the slow ones (`*.slow.reliability.test.ts`: kill -9 under load, long outages) run only under
 * `npm run test:reliability`, which sets RELIABILITY_FULL=1 and runs every reliability file.
 */
const slowReliability = process.env.RELIABILITY_FULL ? [] : ['apps/server/src/**/*.slow.reliability.test.ts'];

function apiProject(db: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `api-${db}`,
      include: ['apps/server/src/**/*.test.ts'],
      // Tests that use no database run once, in the PGlite project.
      exclude: [
        ...slowReliability,
        ...(db === 'postgres'
          ? [
              'apps/server/src/server.test.ts',
              'apps/server/src/config.test.ts',
              'apps/server/src/core/mail/mailer.test.ts',
              'apps/server/src/core/mail/compose.test.ts',
              'apps/server/src/core/ttl-cache.test.ts',
              'apps/server/src/core/scheduler.test.ts',
              'apps/server/src/seed/*.test.ts',
            ]
          : []),
      ],
      environment: 'node',
      globalSetup: ['./apps/server/test/global-setup.ts'],
      setupFiles: ['./apps/server/test/setup.ts'],
      env: { TEST_DB: db, TEST_POSTGRES_URL: pgUrl },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The files share their worker's modules (decision 0097): evaluating the whole server again for every file was a
      // third of this project's time. Each file still opens its own database copy and app; VITEST_API_ISOLATE=1 isolates
      // them again to find a file that leaks state into the next one.
      isolate: process.env.VITEST_API_ISOLATE === '1',
    },
  };
}

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    // Vitest's default is one worker per core less one: a single worker on CI's two cores, where the API files mostly
    // wait (server processes starting, timers, the database). Three files at once keep both cores busy (issue 28).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: [
            'packages/shell/src/**/*.test.{ts,tsx}',
            'apps/{careers,intranet}/src/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          // A screen test types and clicks as a person does (user-event): a few seconds on a quiet machine, more
          // while CI runs the API projects beside it on two cores.
          testTimeout: 15_000,
          setupFiles: ['./packages/shell/src/test/setup.ts'],
        },
      },
      apiProject('pglite'),
      ...(postgresReachable ? [apiProject('postgres')] : []),
    ],
  },
});
