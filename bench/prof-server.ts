import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { seedListedVacancies } from './support/vacancy-list';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-prof-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const database = await openDatabase(config);
await database.migrate();
await seedListedVacancies(database.db, new Date(), 300);
const app = await buildApp(config, { database, careersBuild: false });
await app.listen({ host: '127.0.0.1', port: 3950 });
console.log('listening');
const session = new Session();
session.connect();
const post = (method: string, params?: object) =>
  new Promise<any>((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 100 });
process.on('SIGUSR2', () => {
  void post('Profiler.start').then(() => console.log('profiling'));
});
process.on('SIGINT', async () => {
  const { profile } = await post('Profiler.stop');
  writeFileSync(process.env.PROF_OUT ?? '/tmp/prof/window.cpuprofile', JSON.stringify(profile));
  process.exit(0);
});
