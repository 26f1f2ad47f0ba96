#!/usr/bin/env node
// The docs a newcomer follows must point at things that exist. This check (run by `npm test`) reads
// README.md, CONTRIBUTING.md and every docs/**/*.md and reports, with file:line:
//   - a relative markdown link (`[text](path)`, `[ref]: path`) whose file or folder does not exist;
//   - a `#anchor` (in the same file or in a linked .md file) that matches no heading there (GitHub's slugs);
//   - a backticked repository path (`svc-gateway/src/app.ts`, `libs/contracts/src/…`, `svc-*/test/`,
//     `svc-directory/src/reviews/{reviews.controller.ts, reviews.service.ts}`) that does not exist.
// A backticked path counts as one when it has a `/` and its first segment is an entry of the repository's
// root (or a glob of one, `svc-*`); segments with a placeholder (`<project>/test/`) are not checked, and a
// path that git ignores (`.data/`, `bench/out/`) is runtime output, not a broken reference.
// Fenced code blocks are skipped. A self-test at the end proves each kind of break is reported.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.nx', '.data']);
const rootEntries = readdirSync(root).filter((name) => !SKIP_DIRS.has(name));

/** The markdown files the check reads, relative to the root. */
function docFiles() {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((f) => existsSync(join(root, f)));
  const walk = (dir) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

// ── GitHub heading slugs ──────────────────────────────────────────────────────────────────────────
/** The text a heading renders to: code spans keep their text, links their label, emphasis markers go. */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, '') // closing #s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|~~)/g, '')
    .replace(/(^|\s)_(\S.*?\S|\S)_(?=\s|$)/g, '$1$2')
    .trim();
}

/** GitHub's slug: lower case, drop every character but letters, digits, `_`, `-` and spaces, spaces → `-`. */
export function slug(text) {
  return headingText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    out.push({ line, number: i + 1 });
  });
  return out;
}

/** Every anchor a markdown text offers: its headings' slugs (duplicates numbered) and explicit ids. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

// ── Paths ─────────────────────────────────────────────────────────────────────────────────────────
let gitWorks = true;
/** True when git ignores the path (runtime output such as `.data/` or `bench/out/`). */
function gitIgnored(path) {
  if (!gitWorks) return false;
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root, stdio: 'ignore' });
    return true;
  } catch (error) {
    if (error.status !== 1) gitWorks = false; // 128: not a git checkout
    return false;
  }
}

const globRe = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}$`);

/** Whether a root-relative path (maybe with `*` in its segments, maybe ending in `/`) names something. */
function pathExists(path) {
  const segments = path.replace(/\/+$/, '').split('/').filter((s) => s && s !== '.');
  let candidates = [''];
  for (const segment of segments) {
    const next = [];
    for (const base of candidates) {
      if (segment === '..') {
        next.push(dirname(base) === '.' ? '' : dirname(base));
      } else if (/[*?]/.test(segment)) {
        const dir = join(root, base);
        if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
        const re = globRe(segment);
        for (const name of readdirSync(dir)) if (re.test(name) && !SKIP_DIRS.has(name)) next.push(base ? `${base}/${name}` : name);
      } else {
        const candidate = base ? `${base}/${segment}` : segment;
        if (existsSync(join(root, candidate))) next.push(candidate);
      }
    }
    candidates = next;
    if (!candidates.length) break;
  }
  if (candidates.length) return true;
  return !/[*?]/.test(path) && gitIgnored(path);
}

/** `a/{b, c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(path) {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]
    .split(',')
    .map((alt) => alt.trim())
    .flatMap((alt) => expandBraces(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)));
}

/** The repository paths a code span cites, or [] when it is not a path. */
export function pathsInCodeSpan(span, entries = rootEntries) {
  const text = span.trim().replace(/^\.\//, '');
  // No spaces except inside braces; no scheme, no leading slash (a URL path), no placeholders.
  if (!text.includes('/') || /^[a-z]+:/i.test(text) || text.startsWith('/')) return [];
  if (/\s/.test(text.replace(/\{[^{}]*\}/g, ''))) return [];
  const first = text.split('/')[0];
  if (/[<>$%]/.test(first)) return [];
  const firstRe = globRe(first);
  if (!entries.some((e) => (/[*?]/.test(first) ? firstRe.test(e) : e === first))) return [];
  return expandBraces(text)
    .map((p) => p.replace(/[),.;:]+$/, '').replace(/:\d+(-\d+)?$/, '').replace(/#.*$/, ''))
    .filter((p) => p && !/[<>$]/.test(p) && !/\.\.\.|…/.test(p));
}

// ── The check ─────────────────────────────────────────────────────────────────────────────────────
/**
 * Problems in the given docs. `read(file)` gives a markdown file's text (the self-test swaps some), and
 * `exists(path)` whether a root-relative path exists.
 */
export function check(files, read, exists = pathExists) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(read(file)));
    return anchorCache.get(file);
  };
  for (const file of files) {
    const text = read(file);
    const dir = dirname(file);
    const report = (number, what) => problems.push(`${file}:${number}: ${what}`);
    const checkLink = (number, rawTarget) => {
      let target = rawTarget.trim().replace(/^<(.*)>$/, '$1').replace(/\s+"[^"]*"$/, '');
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return; // http:, mailto:, …
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash >= 0 ? target.slice(0, hash) : target);
      const anchor = hash >= 0 ? decodeURIComponent(target.slice(hash + 1)) : null;
      let targetFile = file;
      if (pathPart) {
        if (pathPart.startsWith('/')) {
          report(number, `link '${rawTarget}' is absolute; use a path relative to the file`);
          return;
        }
        targetFile = normalize(join(dir, pathPart)).split(sep).join('/');
        if (targetFile.startsWith('..')) {
          report(number, `link '${rawTarget}' leaves the repository`);
          return;
        }
        if (!exists(targetFile)) {
          report(number, `link '${rawTarget}': ${targetFile} does not exist`);
          return;
        }
      }
      if (anchor && targetFile.endsWith('.md') && !anchorsIn(targetFile).has(anchor))
        report(number, `link '${rawTarget}': no heading '#${anchor}' in ${targetFile}`);
    };
    for (const { line, number } of proseLines(text)) {
      const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
      if (definition) checkLink(number, definition[1]);
      // Code spans first (their text is not markdown), then links in what is left.
      const spans = [];
      const rest = line.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, _ticks, content) => {
        spans.push(content);
        return ' ';
      });
      for (const span of spans)
        for (const path of pathsInCodeSpan(span))
          if (!exists(path)) report(number, `path \`${path}\` does not exist`);
      for (const m of rest.matchAll(/!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|(?:[^()\s]|\([^()]*\))+)(\s+"[^"]*")?\s*\)/g))
        checkLink(number, m[1]);
    }
  }
  return problems;
}

const files = docFiles();
const readDoc = (file) => readFileSync(join(root, file), 'utf8');
const problems = check(files, readDoc);

// ── Self-test: each kind of break must be reported, and what exists must not be ────────────────────
const SAMPLE = 'docs/__self-test__.md';
const MUTATIONS = [
  ['[gone](missing-file.md)', /link 'missing-file\.md': docs\/missing-file\.md does not exist/],
  ['[up](../CONTRIBUTING.md#no-such-heading)', /no heading '#no-such-heading' in CONTRIBUTING\.md/],
  ['[here](#nowhere)', /no heading '#nowhere' in docs\/__self-test__\.md/],
  ['see `libs/contracts/src/no-such-file.ts`', /path `libs\/contracts\/src\/no-such-file\.ts` does not exist/],
  ['see `svc-*/src/no-such-folder/`', /path `svc-\*\/src\/no-such-folder\/` does not exist/],
  ['`tools/{check-docs.mjs, no-such-tool.mjs}`', /path `tools\/no-such-tool\.mjs` does not exist/],
];
const FINE = [
  '# A heading: with `code` & punctuation!',
  '## Same name',
  '## Same name',
  '[a](#a-heading-with-code--punctuation) [b](#same-name-1) [c](../README.md) [d](https://example.com/x)',
  'paths `tools/check-docs.mjs`, `svc-*/src/`, `tools/{check-docs.mjs, start.mjs}`, `<project>/test/`, `GET /api/health`',
  '```', '`libs/not-checked-inside-a-fence.ts` [x](nowhere.md)', '```',
].join('\n');
const selfTest = [];
const sampleRead = (extra) => (file) => (file === SAMPLE ? `${FINE}\n${extra}\n` : readDoc(file));
const sampleExists = (path) => (path === SAMPLE ? true : pathExists(path));
const clean = check([SAMPLE], sampleRead(''), sampleExists);
if (clean.length) selfTest.push(`self-test: a correct sample was reported: ${clean.join(' | ')}`);
for (const [line, expected] of MUTATIONS) {
  const found = check([SAMPLE], sampleRead(line), sampleExists);
  if (!found.some((p) => expected.test(p)))
    selfTest.push(`self-test: '${line}' was not reported (${expected}); reported: ${found.join(' | ') || 'nothing'}`);
}

if (problems.length || selfTest.length) {
  if (problems.length) console.error(`check-docs: ${problems.length} broken reference(s):\n  ${problems.join('\n  ')}`);
  if (selfTest.length) console.error(`check-docs:\n  ${selfTest.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-docs: ok (${files.length} files: README.md, CONTRIBUTING.md and docs/**/*.md; links, anchors and paths exist)`);
