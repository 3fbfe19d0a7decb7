/**
 * Decision 0090: every table has one owner; only the owner's repository writes it, and a module reads another's table
 * only through a read model the decision names. The decision's three tables are the map; this test holds the server's
 * source to them, and proves on sample files that each rule refuses what it must.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleOf, readSource, schemaTables, sourceFiles, type TableUse, tableUses } from './table-ownership';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server/src');
const decision = readSource(join(root, 'docs/decisions/0090-every-table-has-one-owner.md'));
const tables = schemaTables(readSource(join(server, 'db/schema.ts')));

/** The rows of the decision's table under a heading, each cell's backticked names; none when the section has no table. */
function rows(heading: string, text = decision): { cells: string[]; names: string[][] }[] {
  const section = text.split(`### ${heading}\n`)[1]?.split(/\n#/)[0];
  if (!section) throw new Error(`decision 0090 has no "${heading}" table`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return { cells, names: cells.map((c) => [...c.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)) };
    });
}

interface OwnershipMap {
  owner: Map<string, string>;
  writers: Map<string, Set<string>>;
  readModels: Map<string, Set<string>>;
  pendingWrites: Map<string, Set<string>>;
}

const key = (file: string, table: string) => `${file} ${table}`;

function ownershipMap(): OwnershipMap {
  const map: OwnershipMap = {
    owner: new Map(),
    writers: new Map(),
    readModels: new Map(),
    pendingWrites: new Map(),
  };
  for (const { cells, names } of rows('Owners')) {
    const table = names[0]![0]!;
    if (map.owner.has(table)) throw new Error(`decision 0090 names two owners of ${table}`);
    map.owner.set(table, cells[1]!);
    map.writers.set(table, new Set(names[2]));
  }
  for (const { names } of rows('Read models')) map.readModels.set(names[1]![0]!, new Set(names[2]));
  for (const { names } of rows('Writes not yet in place')) {
    const [file, table] = [names[0]![0]!, names[1]![0]!];
    map.pendingWrites.set(file, new Set([...(map.pendingWrites.get(file) ?? []), table]));
  }
  return map;
}

/** Each way the uses break the map, in words. */
function violations(uses: TableUse[], map: OwnershipMap): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  for (const { file, table, write } of uses) {
    const owner = map.owner.get(table);
    if (!owner) {
      found.push(`${table} (${file}) has no owner in decision 0090`);
      continue;
    }
    done.add(key(file, table));
    const mine = moduleOf(file) === owner;
    if (write) {
      if (map.writers.get(table)?.has(file) || map.pendingWrites.get(file)?.has(table)) continue;
      found.push(`${file} writes ${table}, which only the ${owner} module's repository writes`);
    } else if (!mine && !map.readModels.get(file)?.has(table)) {
      found.push(`${file} reads ${table} of the ${owner} module, through no read model of decision 0090`);
    }
  }
  return found.concat(stale(map, done));
}

/** Rows of the map that no code does any more (the map stays exact). */
function stale(map: OwnershipMap, done: Set<string>): string[] {
  const found: string[] = [];
  const check = (file: string, table: string, what: string) => {
    if (!done.has(key(file, table)))
      found.push(`decision 0090 ${what} ${file} ${table}, which the code no longer does`);
  };
  for (const [table, files] of map.writers)
    for (const file of files) check(file, table, 'lists the write of');
  for (const [file, tables_] of map.readModels)
    for (const table of tables_) check(file, table, 'lists the read of');
  for (const [file, tables_] of map.pendingWrites)
    for (const table of tables_) check(file, table, 'lists the write of');
  return found;
}

function treeUses(): TableUse[] {
  return sourceFiles(server)
    .filter((file) => file !== 'db/schema.ts' && !file.startsWith('seed/'))
    .flatMap((file) => tableUses(file, readSource(join(server, file)), tables));
}

describe('decision 0090: table ownership', () => {
  const map = ownershipMap();

  it('gives every table of the schema one owner, and names no other table', () => {
    expect([...map.owner.keys()].sort()).toEqual([...tables.values()].sort());
  });

  it('lists as writers only files of the owner module, each a repository (or core) unless its move is pending', () => {
    for (const [table, files] of map.writers) {
      for (const file of files) {
        expect(moduleOf(file), `${file} writes ${table}`).toBe(map.owner.get(table));
        expect(file.endsWith('.repository.ts') || moduleOf(file) === 'core', file).toBe(true);
      }
    }
    for (const [file, pending] of map.pendingWrites)
      for (const table of pending) expect(map.writers.get(table)?.has(file), `${file} ${table}`).toBe(false);
  });

  it('the server writes and reads tables as the map says, and the map lists nothing the server no longer does', () => {
    expect(violations(treeUses(), map)).toEqual([]);
  });

  describe('refuses what breaks it', () => {
    const sample = (file: string, source: string) => tableUses(file, source, tables);
    const tree = treeUses();
    const probe = (file: string, source: string) => {
      const uses = sample(file, source);
      return violations([...tree, ...uses], map);
    };

    it('a write of another module’s table, by Drizzle or by raw SQL', () => {
      expect(
        probe(
          'modules/resume/resume.repository.ts',
          "import { users } from '../../db/schema';\nexport const f = (db) => db.update(users).set({ name: 'x' });\n",
        ),
      ).toEqual([
        "modules/resume/resume.repository.ts writes users, which only the users module's repository writes",
      ]);
      expect(
        probe(
          'modules/alerts/alerts.repository.ts',
          'export const q = sql`DELETE FROM "notifications" WHERE id = 1`;\n',
        ),
      ).toEqual([
        "modules/alerts/alerts.repository.ts writes notifications, which only the notifications module's repository writes",
      ]);
    });

    it('a write of its own table outside its repository', () => {
      expect(
        probe(
          'modules/alerts/alerts.service.ts',
          "import { jobAlerts } from '../../db/schema';\nexport const f = (db) => db.delete(jobAlerts);\n",
        ),
      ).toEqual([
        "modules/alerts/alerts.service.ts writes job_alerts, which only the alerts module's repository writes",
      ]);
    });

    it('a read of another module’s table through no named read model, by Drizzle or by raw SQL', () => {
      expect(
        probe(
          'modules/contact/contact.repository.ts',
          "import { users } from '../../db/schema';\nexport const f = (db) => db.select().from(users);\n",
        ),
      ).toEqual([
        'modules/contact/contact.repository.ts reads users of the users module, through no read model of decision 0090',
      ]);
      expect(
        probe(
          'modules/quotas/quotas.repository.ts',
          'export const q = sql`SELECT 1 FROM resume_degrees d`;\n',
        ),
      ).toEqual([
        'modules/quotas/quotas.repository.ts reads resume_degrees of the resume module, through no read model of decision 0090',
      ]);
    });

    it('not a type, nor a read of its own table, nor a read a read model names', () => {
      expect(
        sample(
          'modules/vacancies/share-card.ts',
          "import type { UnitRow, VacancyRow } from '../../db/schema';\ntype Row = typeof vacancies.$inferSelect;\n",
        ),
      ).toEqual([]);
      expect(
        probe(
          'modules/talent-pool/talent-search.repository.ts',
          'export const q = sql`SELECT 1 FROM "users"`;\n',
        ),
      ).toEqual([]);
    });

    it('a row the code no longer does', () => {
      const without = treeUses().filter((u) => u.file !== 'modules/contact/contact.repository.ts');
      expect(violations(without, map)).toEqual([
        'decision 0090 lists the write of modules/contact/contact.repository.ts contact_messages, which the code no longer does',
      ]);
    });

    it('a pending write only while the code does it', () => {
      const file = 'modules/alerts/alerts.service.ts';
      const pending: OwnershipMap = { ...map, pendingWrites: new Map([[file, new Set(['job_alerts'])]]) };
      const uses = sample(
        file,
        "import { jobAlerts } from '../../db/schema';\nexport const f = (db) => db.delete(jobAlerts);\n",
      );
      expect(violations([...tree, ...uses], pending)).toEqual([]);
      expect(violations(tree, pending)).toEqual([
        `decision 0090 lists the write of ${file} job_alerts, which the code no longer does`,
      ]);
    });

    it('reads a section without a table as no rows, and refuses a decision without the section', () => {
      const pendingSection = (body: string) => `### Writes not yet in place\n${body}\n## Consequences\n- x\n`;
      expect(rows('Writes not yet in place', pendingSection('None remain.\n'))).toEqual([]);
      expect(
        rows(
          'Writes not yet in place',
          pendingSection('| file | table | moves to |\n| --- | --- | --- |\n| `a.ts` | `users` | b |\n'),
        ),
      ).toEqual([{ cells: ['`a.ts`', '`users`', 'b'], names: [['a.ts'], ['users'], []] }]);
      expect(() => rows('Writes not yet in place', '## Consequences\n')).toThrow(
        'no "Writes not yet in place"',
      );
    });
  });
});
