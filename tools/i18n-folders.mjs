// The folders whose source speaks through messages (docs/decisions/0150-spanish.md), shared by the
// translations check (check-i18n.mjs) and the lint rule against untranslated text (eslint.config.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.prerender', '.git', '.nx', '.data']);

/**
 * The folders whose source speaks through messages: each folder with an i18n/es.json owns the messages of
 * its files, except those under a deeper such folder (shell/src/static-pages has its own, loaded with it).
 */
export function catalogFolders(dir = root) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (existsSync(join(path, 'i18n', 'es.json'))) found.push(relative(root, path));
    found.push(...catalogFolders(path));
  }
  return found.sort();
}

