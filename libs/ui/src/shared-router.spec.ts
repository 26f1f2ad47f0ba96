import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Module Federation shares 'react-router-dom' as libs/ui/build/shared-router.mjs, which re-exports a fixed
 * list of names (so react-router is tree-shaken). A name the apps import from 'react-router-dom' that the
 * entry does not re-export would be undefined at runtime in the built apps; this test keeps the list complete.
 */
const root = join(__dirname, '../../..');
const SOURCE_DIRS = ['shell/src', 'mfe-directory/src', 'mfe-lostfound/src', 'mfe-account/src', 'mfe-admin/src', 'libs/ui/src', 'libs/session/src', 'libs/api-client/src'];

function sources(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(sources(full));
    else if (/\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const names = (list: string) =>
  list
    .split(',')
    .map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim())
    .filter(Boolean);

describe('shared react-router-dom entry', () => {
  it('re-exports every router name the apps import', () => {
    const entry = readFileSync(join(root, 'libs/ui/build/shared-router.mjs'), 'utf8');
    const exported = new Set(names(/export\s*\{([^}]*)\}\s*from 'react-router'/.exec(entry)![1]));
    const missing = new Set<string>();
    let seen = 0;
    for (const dir of SOURCE_DIRS) {
      for (const file of sources(join(root, dir))) {
        const text = readFileSync(file, 'utf8');
        expect(text).not.toMatch(/from 'react-router'/);
        for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
          if (m[1]) continue;
          for (const n of names(m[2])) {
            seen++;
            if (!exported.has(n)) missing.add(n);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });
});
