// The users command-line tool: `npm run users -w @portal/server -- <command>` (see USAGE), on the database the
// server would use (DATABASE_URL or PGlite in DATA_DIR), migrated first.
import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '#server/config';
import { createNotificationBus } from '#server/core/create-notification-bus';
import { openRedisLink } from '#server/core/redis';
import { openDatabase } from '#server/db/database';
import { runUsersCommand, USAGE, UsageError } from './users-command';

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const database = await openDatabase(config);
  // Running servers hear of the sessions a disable or reset revokes through the same bus they share (decision 0042).
  const log = pino({ level: 'warn' });
  const redis = config.REDIS_URL ? await openRedisLink(config.REDIS_URL, log) : undefined;
  const bus = createNotificationBus(config, database, log, redis);
  try {
    await database.migrate();
    const sessionsEnded = async (userIds: string[]) => {
      await bus.publish({ type: 'sessions-ended', userIds });
    };
    const grantsChanged = async (userIds: string[]) => {
      await bus.publish({ type: 'grants-changed', userIds });
    };
    for (const line of await runUsersCommand(args, database.db, undefined, sessionsEnded, grantsChanged))
      process.stdout.write(`${line}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await bus.close();
    redis?.close();
    await database.close();
  }
}

process.exitCode = await main();
