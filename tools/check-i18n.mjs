#!/usr/bin/env node
// Every word a person reads goes through a message (docs/decisions/0150-spanish.md). This check (run by
// `npm test`) extracts each web project's messages from its source with the FormatJS CLI — id and English
// text (defaultMessage) — and compares them with the project's translations (<src>/i18n/<locale>.json):
//   - a message with no translation (missing key), or a translation no source uses any more (unused key);
//   - a translation whose placeholders ({name}, {count, plural, …}) or tags (<b>…</b>) are not the English's;
//   - a translation that is not valid ICU, or empty;
//   - one id with two different English texts anywhere (the shell's catalog and a section's are merged on a page).
// English has no catalog to drift: it is the source. `--write` adds missing keys (English text, marked
// "TODO") and drops unused ones, for a translator to finish; the check fails on a "TODO" left behind.
// A self-test at the end proves each kind of break is reported.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { catalogFolders } from './i18n-folders.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TRANSLATIONS = ['es'];
const TODO = 'TODO ';

const PROJECTS = catalogFolders();

function extract(src) {
  const nested = PROJECTS.filter((other) => other.startsWith(`${src}/`)).flatMap((other) => ['--ignore', `${other}/**`]);
  const out = execFileSync(
    join(root, 'node_modules/.bin/formatjs'),
    ['extract', `${src}/**/*.{ts,tsx}`, '--ignore', '**/*.spec.ts', '--ignore', '**/*.spec.tsx', '--ignore', '**/*.d.ts', ...nested, '--throws'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const messages = JSON.parse(out || '{}');
  return Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, m.defaultMessage]));
}

/** The placeholders and tags of an ICU message, e.g. ['arg:count', 'tag:b']. */
function shapeOf(message) {
  const found = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) found.add(`arg:${el.value}`);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        found.add(`arg:${el.value}`);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) {
        found.add(`tag:${el.value}`);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Problems of one project's catalogs against its source's messages. */
export function problemsOf(src, english, catalogs) {
  const problems = [];
  for (const [locale, catalog] of Object.entries(catalogs)) {
    const file = `${src}/i18n/${locale}.json`;
    for (const id of Object.keys(english)) if (!(id in catalog)) problems.push(`${file}: missing "${id}" (${JSON.stringify(english[id])})`);
    for (const id of Object.keys(catalog)) if (!(id in english)) problems.push(`${file}: unused "${id}"`);
    for (const [id, text] of Object.entries(catalog)) {
      if (!(id in english)) continue;
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${file}: "${id}" is empty`);
        continue;
      }
      if (text.startsWith(TODO)) problems.push(`${file}: "${id}" is not translated yet`);
      let shape;
      try {
        shape = shapeOf(text);
      } catch (err) {
        problems.push(`${file}: "${id}" is not valid ICU (${err.message})`);
        continue;
      }
      const want = shapeOf(english[id]);
      if (shape.join() !== want.join()) problems.push(`${file}: "${id}" has ${shape.join(', ') || 'no placeholders'}, English has ${want.join(', ') || 'none'}`);
    }
  }
  return problems;
}

function selfTest() {
  const english = { 'a.hello': 'Hello {name}', 'a.count': '{count, plural, one {# pet} other {# pets}}', 'a.gone': 'Gone' };
  const problems = problemsOf('x', english, { es: { 'a.hello': 'Hola {nombre}', 'a.count': '{count, plural, one {# mascota} other {# mascotas}', 'a.old': 'Viejo' } });
  const expect = [/missing "a\.gone"/, /unused "a\.old"/, /"a\.hello" has arg:nombre/, /"a\.count" is not valid ICU/];
  for (const pattern of expect) if (!problems.some((p) => pattern.test(p))) throw new Error(`self-test: nothing matched ${pattern} in ${JSON.stringify(problems)}`);
  if (problemsOf('x', { a: 'A {n}' }, { es: { a: 'A {n}' } }).length) throw new Error('self-test: a good catalog was refused');
}

// `--write shell/src mfe-directory/src`: only the folders named (others may be mid-translation).
const writeAt = process.argv.indexOf('--write');
const writeFolders = writeAt < 0 ? [] : process.argv.slice(writeAt + 1).map((folder) => folder.replace(/\/+$/, ''));
if (writeAt >= 0 && writeFolders.length === 0) throw new Error('--write needs the folders to write, e.g. --write mfe-directory/src');
selfTest();
const problems = [];
const owners = new Map();
for (const src of PROJECTS) {
  const english = extract(src);
  for (const [id, text] of Object.entries(english)) {
    const other = owners.get(id);
    if (other && other.text !== text) problems.push(`"${id}" is ${JSON.stringify(other.text)} in ${other.src} and ${JSON.stringify(text)} in ${src}: one id, one text`);
    owners.set(id, { src, text });
  }
  const catalogs = {};
  for (const locale of TRANSLATIONS) {
    const file = join(root, src, 'i18n', `${locale}.json`);
    let catalog = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    if (writeFolders.includes(src)) {
      catalog = Object.fromEntries(Object.keys(english).sort().map((id) => [id, catalog[id] ?? `${TODO}${english[id]}`]));
      writeFileSync(file, `${JSON.stringify(catalog, null, 2)}\n`);
    }
    catalogs[locale] = catalog;
  }
  problems.push(...problemsOf(src, english, catalogs));
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) with the translations. \`node tools/check-i18n.mjs --write\` adds missing keys for translating and drops unused ones.`);
  process.exit(1);
}
console.log(`every message of ${PROJECTS.length} folders (${PROJECTS.join(', ')}) is translated into ${TRANSLATIONS.join(', ')}`);
