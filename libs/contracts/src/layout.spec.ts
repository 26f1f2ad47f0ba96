import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every source file of the package (tests aside), with the package files it imports. */
function importGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    const targets = [...source.matchAll(/(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']*)'/g)].map(([, spec]) => {
      const base = relative(root, resolve(root, dirname(file), spec));
      const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
      if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
      return target;
    });
    graph.set(file, targets);
  }
  return graph;
}

/** One import cycle as a path of files (first file last again), or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

const topFolder = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

describe('the contracts package layout', () => {
  const graph = importGraph(__dirname);

  it('has no import cycle', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('keeps shared/ free of the domains, and the domains free of the tables that join them', () => {
    const joins = ['api', 'index.ts', 'subjects.ts', 'events.ts', 'limits.ts'];
    const wrongWay = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => (topFolder(file) === 'shared' && topFolder(target) !== 'shared') || (!joins.includes(topFolder(file)) && joins.includes(topFolder(target))))
        .map((target) => `${file} → ${target}`),
    );
    expect(wrongWay).toEqual([]);
  });
});
