import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REMOTE_NAMES, REMOTES, defaultEntryUrl, type RemoteName } from '@pawpals/remotes';
import { precacheOf, sectionsSavedAtInstall, serviceWorkerScript, SERVICE_WORKER_SOURCE } from './service-worker';

let root: string;
const write = (path: string, text = path) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const local = () => Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultEntryUrl(name)])) as Record<RemoteName, string>;
const account = REMOTES.mfe_account.dir;
const admin = REMOTES.mfe_admin.dir;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pawpals-sw-'));
  for (const file of ['index.html', 'main.1a2b3c4d.js', 'main.1a2b3c4d.js.map', 'main.1a2b3c4d.js.br', '479.aa11bb22.css', 'manifest.webmanifest', 'icons/icon-192.png', 'pages/about.html', SERVICE_WORKER_SOURCE]) {
    write(`shell/dist/${file}`);
  }
  for (const dir of [account, admin]) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'index.html', '12.deadbeef.js', '12.deadbeef.js.gz']) write(`${dir}/dist/${file}`);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("saves the shell's files and every section's but the admin portal's, without maps, compressed copies or harness pages", () => {
  expect(sectionsSavedAtInstall()).not.toContain('mfe_admin');
  expect(sectionsSavedAtInstall()).toContain('mfe_lostfound');
  const { urls } = precacheOf(root, local());
  expect(urls).toEqual(
    [
      '/479.aa11bb22.css',
      '/icons/icon-192.png',
      '/index.html',
      '/main.1a2b3c4d.js',
      '/manifest.webmanifest',
      `/remotes/${account}/12.deadbeef.js`,
      `/remotes/${account}/mf-manifest.json`,
      `/remotes/${account}/remoteEntry.js`,
    ].sort((a, b) => a.localeCompare(b)),
  );
});

test('a section deployed elsewhere is not saved at install (it is saved as it is used)', () => {
  const urls = precacheOf(root, { ...local(), mfe_account: 'https://cdn.example.com/account/remoteEntry.js' }).urls;
  expect(urls.some((url) => url.startsWith('/remotes/'))).toBe(false);
});

test('the version changes when a redeployed section changes its entry, and only then', () => {
  const before = precacheOf(root, local()).version;
  expect(precacheOf(root, local()).version).toBe(before);
  write(`${account}/dist/remoteEntry.js`, 'a new deploy');
  const after = precacheOf(root, local()).version;
  expect(after).not.toBe(before);
  write(`${account}/dist/34.cafebabe.js`);
  expect(precacheOf(root, local()).version).not.toBe(after);
});

test("/sw.js is the precache line and then the worker's source; no source, no worker", () => {
  write(`shell/dist/${SERVICE_WORKER_SOURCE}`, 'self.addEventListener("fetch", () => {});');
  const script = serviceWorkerScript(root, local())!;
  const [line, ...source] = script.split('\n');
  const precache = JSON.parse(line.replace(/^const PRECACHE = /, '').replace(/;$/, ''));
  expect(precache).toEqual(precacheOf(root, local()));
  expect(source.join('\n')).toBe('self.addEventListener("fetch", () => {});');
  rmSync(join(root, 'shell/dist', SERVICE_WORKER_SOURCE));
  expect(serviceWorkerScript(root, local())).toBeNull();
});
