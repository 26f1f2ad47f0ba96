#!/usr/bin/env node
// Summarises V8 .cpuprofile files written by `run.mjs --cpu-prof` (bench/out/hop-tax/*.cpuprofile):
// busy vs idle time, and self time grouped by package (node_modules/<pkg>, app code, node internals)
// and by the hottest functions.   node bench/hop-tax/profile-summary.mjs [file.cpuprofile ...]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'bench/out/hop-tax';
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(dir, f));

function group(url) {
  if (!url) return '(native/V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const m = /\/(svc-[\w-]+|libs\/[\w-]+)\//.exec(url);
  return m ? m[1] : url;
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  let total = 0;
  let idle = 0;
  const groups = new Map();
  const fns = new Map();
  for (const [id, us] of self) {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    total += us;
    if (functionName === '(idle)') { idle += us; continue; }
    const g = ['(garbage collector)', '(program)'].includes(functionName) ? functionName : group(url);
    groups.set(g, (groups.get(g) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${group(url)}:${lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const busy = total - idle;
  const pct = (us) => ((100 * us) / busy).toFixed(1).padStart(5) + '%';
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)}%)`);
  console.log('  self time by package (share of busy time):');
  for (const [g, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`   ${pct(us)}  ${g}`);
  // Inclusive time of the request path's stages (a function's whole subtree, recursion counted once).
  const children = new Map(profile.nodes.map((n) => [n.id, n.children ?? []]));
  const inclusive = new Map();
  const walk = (id, open) => {
    const node = byId.get(id);
    const { functionName, url } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${group(url)}`;
    const fresh = !open.has(key);
    let sum = self.get(id) ?? 0;
    if (fresh) open.add(key);
    for (const child of children.get(id)) sum += walk(child, open);
    if (fresh) {
      open.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    }
    return sum;
  };
  walk(profile.nodes[0].id, new Set());
  const stages = process.env.STAGES ? new RegExp(process.env.STAGES) : /^(helmet\w* |cookieParser |jsonBody |bodyErrors |correlation |resolve svc-gateway|forward svc-gateway|actorFor |request libs\/nest-common|query typeorm|count |unreadCount |answer libs|encode nats|decode nats|publish nats|request nats|writeHead |end node:_http_outgoing|parserOnIncoming|handle router|writev |JSON\.stringify )/;
  console.log('  request-path stages, inclusive (share of busy time):');
  for (const [k, us] of [...inclusive].filter(([k]) => stages.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`   ${pct(us)}  ${k}`);
  }
  console.log('  hottest functions:');
  for (const [f, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`   ${pct(us)}  ${f}`);
}
