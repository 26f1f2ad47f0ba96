#!/usr/bin/env node
// One way to the database (docs/decisions/0135-one-way-to-the-database.md): in the services and the gateway,
// SQL lives in a feature's *.repository.ts or in a migration. This check (run by `npm test`) fails on a
// statement anywhere else, naming the file and line. Allowed besides: *-sql.ts builders that only repositories
// import (the directory's search, docs/decisions/0116-search-at-a-million-businesses.md), and a health
// probe's `SELECT 1`, which reads no data.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A data access call, or a string that starts an SQL statement. */
const SQL = /\.query\(|createQueryBuilder\(|getRepository\(|[`'"]\s*(SELECT\s|INSERT INTO\s|UPDATE\s+\w+\s+SET\s|DELETE FROM\s|WITH\s+\w+\s+AS\s*\()/;
const HEALTH_PROBE = /\.query\(\s*'SELECT 1'\s*\)/;

/** Files that may hold SQL: repositories, migrations (a folder or a timestamped file), tests, *-sql.ts builders. */
const mayHoldSql = (file) =>
  /\.repository\.ts$/.test(file) || /\/migrations\//.test(file) || /\/\d{13}-[\w-]+\.ts$/.test(file) || /\.spec\.ts$/.test(file) || /-sql\.ts$/.test(file);

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** Every `file:line` outside the allowed places whose text runs SQL, given each file's text. */
export function misplacedSql(files) {
  const found = [];
  for (const [file, text] of files) {
    if (mayHoldSql(file)) continue;
    text.split('\n').forEach((line, i) => {
      if (SQL.test(line) && !HEALTH_PROBE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

const services = readdirSync(root).filter((dir) => dir.startsWith('svc-'));
const files = services.flatMap((svc) => sources(join(root, svc, 'src'))).map((file) => [relative(root, file), readFileSync(file, 'utf8')]);

// The check must bite: a statement in a service file is found, the same in a repository is not.
const planted = misplacedSql([
  ['svc-pets/src/sightings/sightings.service.ts', "  await this.db.query('DELETE FROM sightings WHERE id = $1', [id]);"],
  ['svc-pets/src/sightings/sightings.service.ts', 'const sql = `SELECT id FROM sightings`;'],
  ['svc-pets/src/sightings/sightings.repository.ts', "  await this.db.query('DELETE FROM sightings WHERE id = $1', [id]);"],
]);
if (planted.length !== 2) {
  console.error(`check-sql-placement: the self-test expected 2 misplaced statements, found ${planted.length}`);
  process.exit(1);
}

const misplaced = misplacedSql(files);
if (misplaced.length) {
  console.error(`check-sql-placement: SQL outside a *.repository.ts or a migration (docs/decisions/0135-one-way-to-the-database.md):\n${misplaced.join('\n')}`);
  process.exit(1);
}
console.log(`check-sql-placement: ok (${files.length} files in ${services.join(', ')})`);
