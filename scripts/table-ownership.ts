/**
 * What the server's code does with each table (decision 0090): which file writes (INSERT, UPDATE, DELETE) and which
 * reads which table, found in its source. Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` on a table imported from
 * db/schema is a write, any other use of the table a read; raw SQL (`INSERT INTO "t"`, `UPDATE t`, `DELETE FROM`,
 * `FROM`, `JOIN`) counts the same. A type (`import type`, `typeof t.$inferSelect`) is neither.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface TableUse {
  /** the file, relative to apps/server/src */
  file: string;
  table: string;
  write: boolean;
}

/** The SQL name of each table of db/schema.ts, by its identifier. */
export function schemaTables(schemaSource: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const m of schemaSource.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
    tables.set(m[1]!, m[2]!);
  return tables;
}

/** The tables one source file writes and reads. */
export function tableUses(file: string, source: string, tables: Map<string, string>): TableUse[] {
  const uses = new Map<string, boolean>();
  const use = (table: string, write: boolean) => uses.set(table, (uses.get(table) ?? false) || write);
  // Tables imported as values from db/schema, under their local names.
  const imported = new Map<string, string>();
  for (const m of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'[^']*\/schema'/g)) {
    for (const part of m[1]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [name, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
      if (tables.has(name!)) imported.set(local!, tables.get(name!)!);
    }
  }
  const code = source.replace(/^import[^;]*;$/gms, '');
  for (const [local, table] of imported) {
    const writes = new RegExp(`\\.(insert|update|delete)\\(\\s*${local}\\s*\\)`);
    const uses_ = new RegExp(`(?<![\\w.$'"])${local}(?![\\w$])(?!\\.\\$infer)`);
    if (writes.test(code)) use(table, true);
    else if (uses_.test(code)) use(table, false);
  }
  for (const table of tables.values()) {
    const name = `"?${table}"?(?![\\w])`;
    if (new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${name}`).test(code)) use(table, true);
    else if (new RegExp(`\\b(FROM|JOIN)\\s+${name}`).test(code)) use(table, false);
  }
  return [...uses].map(([table, write]) => ({ file, table, write }));
}

/** Every non-test TypeScript file under a folder, relative to it. */
export function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(root, path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts')
      ? [relative(root, path)]
      : [];
  });
}

/** The module a server file belongs to: `modules/<name>/…` → name; otherwise its top folder (core, db, plugins, cli). */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? parts[1]! : parts.length > 1 ? parts[0]! : '.';
}

export function readSource(path: string): string {
  return readFileSync(path, 'utf8');
}
