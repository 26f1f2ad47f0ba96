#!/usr/bin/env node
// The scoring band whose "possible match" notices are about the right pet at least 90 % of the time (issue 33;
// docs/decisions/0142-web-push.md: only that band pushes). Every (found, lost) pair of the labelled set scoring at
// or above svc-pets' notify threshold is one notice, as svc-pets announces them; for each score floor this prints
// how many notices are left, how many are right, and the lowest floor (2 decimals) at which ≥ 90 % are right.
//
//   node bench/matching/band.mjs [--set bench/matching/pairs.json] [--no-build]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
  options: { set: { type: 'string', default: 'bench/matching/pairs.json' }, 'no-build': { type: 'boolean', default: false } },
});
if (!opt['no-build']) spawnSync('npx', ['nx', 'build', 'svc-pets'], { stdio: ['ignore', 'ignore', 'inherit'] });
const require = createRequire(import.meta.url);
const { scoreMatch, MATCH_NOTIFY_THRESHOLD } = require('../../svc-pets/dist/matches/match-scoring.js');
const { resolvePlaceText } = require('@pawpals/geo');

const set = JSON.parse(readFileSync(opt.set, 'utf8'));
const asPet = (post) => {
  const place = post.latitude == null ? resolvePlaceText(post.lastSeenLocation) : null;
  return {
    ...post,
    latitude: post.latitude ?? place?.latitude ?? null,
    longitude: post.longitude ?? place?.longitude ?? null,
    locationPrecision: post.locationPrecision ?? place?.precision ?? null,
    lastSeenDate: new Date(post.lastSeenDate),
    createdAt: new Date(post.createdAt),
  };
};
const lost = set.lost.map(asPet);
const truth = new Map(set.pairs.map((p) => [p.foundId, p.lostId]));
const notices = [];
for (const post of set.found) {
  const found = asPet(post);
  for (const l of lost) {
    const match = scoreMatch(l, found);
    if (match && match.score >= MATCH_NOTIFY_THRESHOLD) notices.push({ score: match.score, right: l.id === truth.get(found.id) });
  }
}
const above = (floor) => notices.filter((n) => n.score >= floor);
const share = (list) => (list.length ? list.filter((n) => n.right).length / list.length : 0);
console.log(`[match band] ${set.found.length} found posts vs ${lost.length} lost posts (seed ${set.seed}); ${notices.length} notices at or above ${MATCH_NOTIFY_THRESHOLD}`);
for (const floor of [MATCH_NOTIFY_THRESHOLD, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.92, 0.95]) {
  const list = above(floor);
  const right = list.filter((n) => n.right).length;
  console.log(`  score ≥ ${floor.toFixed(2)}: ${list.length} notices, ${right} right (${(100 * share(list)).toFixed(1)} %), ${((100 * right) / set.found.length).toFixed(1)} % of found posts reach their pet`);
}
const floors = [...new Set(notices.map((n) => Math.round(n.score * 100) / 100))].sort((a, b) => a - b);
const band = floors.find((floor) => share(above(floor)) >= 0.9);
console.log(`[match band] lowest score whose notices are right ≥ 90 %: ${band ?? 'none'}`);
