// The registry against the files that cannot read it (docker-compose.yml, the shell's nginx) and against
// the repository, so a remote added, renamed or moved in one place but not the others fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import { defaultEntryUrl, HOST, prerenderedPageFile, REMOTE_NAMES, REMOTES, remoteOwning, remoteUrlEnvVar } from './index';

const root = join(__dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const projectTags = (dir: string): string[] => JSON.parse(read(`${dir}/project.json`)).tags ?? [];

describe('the registry of the web apps', () => {
  it('lists every Nx project tagged type:remote, and only those', () => {
    const tagged = readdirSync(root).filter((d) => existsSync(join(root, d, 'project.json')) && projectTags(d).includes('type:remote'));
    expect(REMOTE_NAMES.map((n) => REMOTES[n].dir).sort()).toEqual(tagged.sort());
    expect(projectTags(HOST.dir)).toContain('type:host');
  });

  it('names each remote after its folder and gives every app its own dev port', () => {
    for (const name of REMOTE_NAMES) expect(name).toBe(REMOTES[name].dir.replace(/-/g, '_'));
    const ports = [HOST.port, ...REMOTE_NAMES.map((n) => REMOTES[n].port)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('points at exposed files that exist, and every remote exposes its routes', () => {
    for (const name of REMOTE_NAMES) {
      const { dir, exposes } = REMOTES[name];
      expect(Object.keys(exposes)).toContain('./routes');
      for (const file of Object.values(exposes)) expect(existsSync(join(root, dir, file))).toBe(true);
    }
  });

  it('gives each path to one remote at most', () => {
    const samples = ['/services', '/business/1', '/lost-found', '/lost-found/new', '/signup', '/signup/user', '/login', '/forgot-password', '/reset-password', '/verify-email', '/unsubscribe', '/settings', '/dashboard', '/my-business', '/admin', '/admin/login'];
    for (const path of samples) {
      const owners = REMOTE_NAMES.filter((n) => REMOTES[n].routes.some((pattern) => matchPath({ path: pattern, end: true }, path)));
      expect([path, owners.length]).toEqual([path, 1]);
    }
  });

  it('remoteOwning (the gateway) agrees with react-router matching (the shell)', () => {
    const samples = ['/', '/about', '/services', '/services/', '/business/1', '/business', '/businesses', '/lost-found', '/lost-found/new', '/lost-found-x', '/signup', '/signup/user', '/login', '/dashboard/favorites', '/admin', '/admin/users', '/nope'];
    for (const path of samples) {
      const owner = REMOTE_NAMES.find((n) => REMOTES[n].routes.some((pattern) => matchPath({ path: pattern, end: true }, path))) ?? null;
      expect([path, remoteOwning(path)]).toEqual([path, owner]);
    }
  });

  it('agrees with docker-compose.yml (a web container per remote) and the shell’s nginx (/remotes/<dir>/ proxied to it)', () => {
    const compose = read('docker-compose.yml');
    const nginx = read('docker/nginx/shell.conf');
    const proxied = /location ~ \^\/remotes\/\(([^)]+)\)/.exec(nginx)?.[1].split('|') ?? [];
    expect(proxied.sort()).toEqual(REMOTE_NAMES.map((n) => REMOTES[n].dir).sort());
    for (const name of REMOTE_NAMES) {
      const { dir } = REMOTES[name];
      expect(compose).toMatch(new RegExp(`\\n  ${dir}:\\n(?:    .*\\n|      .*\\n)*?        APP: ${dir}\\n`));
      expect(compose).toContain(`${remoteUrlEnvVar(name)}: \${${remoteUrlEnvVar(name)}:-${defaultEntryUrl(name)}}`);
    }
  });
});

describe('prerenderedPageFile', () => {
  it.each([
    ['/', 'pages/index.html'],
    ['/about', 'pages/about.html'],
    ['/pet-safety-tips', 'pages/pet-safety-tips.html'],
  ])('names the file of %s', (path, file) => {
    expect(prerenderedPageFile(path)).toBe(file);
  });

  it.each(['/../../etc/passwd', '/..', '/business/123', '/About', '/a.b', '/%2e%2e', ''])('names no file for %p, so no address reaches outside pages/', (path) => {
    expect(prerenderedPageFile(path)).toBeNull();
  });
});
