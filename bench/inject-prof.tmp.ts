import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { seedListedVacancies } from './support/vacancy-list';

const dataDir = mkdtempSync(join(tmpdir(), 'inj-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const database = await openDatabase(config);
await database.migrate();
await seedListedVacancies(database.db, new Date(), 300);
const app = await buildApp(config, { database, careersBuild: false });
await app.ready();
const headers = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'pt-BR' };
const urls = { unfiltered: '/api/curriculum/vacancies/v1', filtered: `/api/curriculum/vacancies/v1?q=mecanico&city=${encodeURIComponent('Jaraguá do Sul')}` };
for (let round = 0; round < 3; round++)
for (const [name, url] of Object.entries(urls)) {
  for (let i = 0; i < 2000; i++) await app.inject({ method: 'GET', url, headers });
  const n = 10000;
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await app.inject({ method: 'GET', url, headers });
  const c = process.cpuUsage(c0);
  console.log(name, ((c.user + c.system) / n).toFixed(1), 'µs/request');
}
await app.close();
await database.close();
