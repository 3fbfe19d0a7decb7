import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, localUrl } from './config';
import { CAREERS_BASE } from './plugins/web-apps';
import { DEMO_ACCOUNTS } from './seed/seed';

async function main() {
  // A .env file in the working folder fills what the environment leaves unset (.env.example lists them).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error('Invalid configuration, the server did not start:');
      for (const line of error.lines) console.error(`  ${line}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took more than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Without a PUBLIC_URL of its own, the address it listens on (PORT=0 picks a free port).
  const base =
    config.PUBLIC_URL === localUrl(config.HOST, config.PORT)
      ? localUrl(config.HOST, port)
      : config.PUBLIC_URL;
  const lines = [
    '',
    `  Intranet:  ${base}/`,
    `  Careers:   ${base}${CAREERS_BASE}`,
    `  API docs:  ${base}/api/docs`,
    `  Database:  ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`}`,
  ];
  if (DEMO_ACCOUNTS.length) {
    lines.push('', '  Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        `    ${account.description}: ${account.login}${account.password ? ` / ${account.password}` : ''}`,
      );
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
