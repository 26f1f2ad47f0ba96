#!/usr/bin/env node
// Writes the OpenAPI document generated from the route contracts (the one the gateway serves at
// /api/openapi.json) and lints it with Spectral's `spectral:oas` ruleset: any error or warning fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { buildOpenApiDocument } = require(resolve(root, 'libs/contracts/dist/index.js'));

const outDir = resolve(root, 'dist/openapi');
mkdirSync(outDir, { recursive: true });
const documentPath = resolve(outDir, 'openapi.json');
writeFileSync(documentPath, JSON.stringify(buildOpenApiDocument(), null, 2));
const rulesetPath = resolve(outDir, '.spectral.yaml');
writeFileSync(rulesetPath, 'extends: ["spectral:oas"]\n');

const result = spawnSync('npx', ['spectral', 'lint', documentPath, '--ruleset', rulesetPath, '--fail-severity', 'warn', '--display-only-failures'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
