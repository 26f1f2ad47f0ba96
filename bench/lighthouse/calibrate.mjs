#!/usr/bin/env node
// Is a Lighthouse miss the host CPU's speed? Gathers one mobile run of a page, then audits the same artifacts twice:
// with the default 4× CPU slowdown and with the slowdown calibrated to the host's measured benchmarkIndex
// (index ÷ 437.5: Lighthouse's throttling guide puts a high-end desktop at 1,500–2,000 and calls 4× its match for a
// mid-tier phone). With simulated throttling the gather itself is unthrottled, so only the audit differs.
//
//   node bench/lighthouse/calibrate.mjs <url> [<url> …]      (a running system, e.g. node tools/start.mjs)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const TARGET_DEVICE_INDEX = 437.5;

for (const url of process.argv.slice(2)) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-calibrate-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    await lighthouse(url, { port: chrome.port, logLevel: 'error', gatherMode: dir, onlyCategories: ['performance'] });
  } finally {
    await chrome.kill();
  }
  const artifactsFile = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  const index = artifacts.BenchmarkIndex;
  for (const multiplier of [4, index / TARGET_DEVICE_INDEX]) {
    // Lighthouse refuses to audit with other settings than it gathered with; under simulated throttling the CPU
    // multiplier is only used by the audit's simulation, so the saved settings are changed to match.
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const { lhr } = await lighthouse(url, { logLevel: 'error', auditMode: dir, onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: multiplier } });
    const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
    console.log(`${url}: benchmarkIndex ${index}, ${multiplier.toFixed(2)}× → performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${tbt} ms`);
  }
  rmSync(dir, { recursive: true, force: true });
}
