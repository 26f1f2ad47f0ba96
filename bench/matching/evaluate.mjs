#!/usr/bin/env node
// Measures the match scoring (svc-pets/src/matches/match-scoring.ts, built) on a labelled set from
// generate.mjs: for every found post, all lost posts are ranked as svc-pets ranks candidates; reports
// recall@5 (the true lost post is in the top 5) and precision@1 (it is first), and what the
// notification threshold lets through. Text-only places are geocoded offline with libs/geo, as svc-pets does.
//
//   node bench/matching/evaluate.mjs [--set bench/matching/pairs.json] [--no-build] [--no-write]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { writeResultsSection } from '../lib/harness.mjs';

const { values: opt } = parseArgs({
  options: {
    set: { type: 'string', default: 'bench/matching/pairs.json' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
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

let hitsAt5 = 0;
let hitsAt1 = 0;
let trueAboveThreshold = 0;
let falseTopAboveThreshold = 0;
let truePairsRefused = 0;
let wrongNotices = 0;
const t0 = performance.now();
for (const post of set.found) {
  const found = asPet(post);
  const ranked = lost
    .map((l) => ({ id: l.id, match: scoreMatch(l, found) }))
    .filter((r) => r.match)
    .sort((a, b) => b.match.score - a.match.score);
  const want = truth.get(found.id);
  const rank = ranked.findIndex((r) => r.id === want);
  if (rank < 0) truePairsRefused++;
  if (rank >= 0 && rank < 5) hitsAt5++;
  if (rank === 0) hitsAt1++;
  if (rank >= 0 && ranked[rank].match.score >= MATCH_NOTIFY_THRESHOLD) trueAboveThreshold++;
  if (ranked[0] && ranked[0].id !== want && ranked[0].match.score >= MATCH_NOTIFY_THRESHOLD) falseTopAboveThreshold++;
  wrongNotices += ranked.filter((r) => r.id !== want && r.match.score >= MATCH_NOTIFY_THRESHOLD).length;
}
const n = set.found.length;
const ms = performance.now() - t0;
const pct = (x) => `${((100 * x) / n).toFixed(1)} %`;
const recall5 = hitsAt5 / n;
const precision1 = hitsAt1 / n;
console.log(`[matching] ${n} found posts vs ${lost.length} lost posts (seed ${set.seed}): recall@5 ${recall5.toFixed(3)}, precision@1 ${precision1.toFixed(3)}`);
console.log(`[matching] true pairs at or above the threshold ${MATCH_NOTIFY_THRESHOLD}: ${pct(trueAboveThreshold)}; wrong top-1 above it: ${pct(falseTopAboveThreshold)}; true pairs refused outright: ${truePairsRefused}`);

if (!opt['no-write']) {
  const verdict = (v, target) => (v >= target ? `met (≥ ${target})` : `**missed** (target ≥ ${target})`);
  writeResultsSection(
    'matching',
    `
## Lost & found match quality (issue 13)

A labelled set written by \`node bench/matching/generate.mjs --seed ${set.seed}\` (committed as \`${opt.set}\`): ${set.pairs.length} lost/found
pairs of the same pet in 10 US metro areas, written with the noise posters make (colour synonyms and shorthand, breed typos,
mixes, "unknown"/"mutt", one-step size disagreements, missing or (5 %) contradicting sex, 30 % of places as text only — a city or a ZIP
code, geocoded offline as svc-pets does — pins up to 3 miles apart, 0–30 days between loss and find), plus
${set.lost.length - set.pairs.length} distractor lost posts of the same species in the same metros and days. For every found post all
${set.lost.length} lost posts are ranked with \`scoreMatch\` (svc-pets/src/matches/match-scoring.ts, built).

- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
- Command: \`node bench/matching/evaluate.mjs --set ${opt.set}\` (${Math.round(ms)} ms for ${n} × ${lost.length} scorings)

| | value |
|---|---:|
| recall@5 (the true lost post is in the top 5) | **${recall5.toFixed(3)}** — ${verdict(recall5, 0.9)} |
| precision@1 (the true lost post is first) | **${precision1.toFixed(3)}** — ${verdict(precision1, 0.7)} |
| true pairs scoring at or above the notification threshold (${MATCH_NOTIFY_THRESHOLD}) | ${pct(trueAboveThreshold)} |
| found posts whose wrong top-1 is at or above the threshold (a notification about the wrong pet) | ${pct(falseTopAboveThreshold)} |
| "Possible match" notices about another pet, per found post approved | ${(wrongNotices / n).toFixed(2)} |
| true pairs the scoring refuses outright (species/date/distance rules) | ${truePairsRefused} |
${
  precision1 < 0.7
    ? `
Why precision@1 misses its target: the top-1 misses inspected on the tuning set (seed 1; the figures above are from seed ${set.seed}, never
tuned on) are mostly distractors that the words of the posts cannot tell apart from the true pet — the same species, breed, colour
and size a few miles and days away (the generator draws every pet from ~12 breeds × 10 colours × 3 sizes per species, so look-alikes
are common) — or a text-only place whose city centre is several miles from the real spot. People settle those with the photos,
which the scoring does not read; the true pet is in the top 5 for ${(100 * recall5).toFixed(0)} % of found posts, and the page shows up to 10.
Tuning steps taken on seed 1: colour shorthand ("b/w", "tri-color", "beige/white"), distances from a ZIP/city centre discounted by
its uncertainty, a small penalty for two named breeds with nothing in common (precision@1 0.644 → 0.688 on seed 1).
`
    : ''
}`,
  );
}
