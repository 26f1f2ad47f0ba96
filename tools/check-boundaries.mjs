#!/usr/bin/env node
// Proves the Nx module-boundary rules bite: lints probe imports placed in real projects and expects
// the forbidden ones to fail and the allowed ones to pass. Run by `npm test` after the project graph exists.
import { ESLint } from 'eslint';

const probes = [
  { file: 'mfe-directory/src/__probe.ts', code: "import '@pawpals/ui';", allowed: true },
  { file: 'svc-gateway/src/__probe.ts', code: "import '@pawpals/nest-common';", allowed: true },
  { file: 'mfe-directory/src/__probe.ts', code: "import '../../mfe-account/src/bootstrap';", allowed: false, why: 'remote → remote' },
  { file: 'shell/src/__probe.ts', code: "import '../../mfe-account/src/bootstrap';", allowed: false, why: 'host → remote' },
  { file: 'svc-gateway/src/__probe.ts', code: "import '../../svc-notifications/src/service';", allowed: false, why: 'service → service' },
  { file: 'libs/ui/src/__probe.ts', code: "import '../../../shell/src/bootstrap';", allowed: false, why: 'lib → app' },
  { file: 'libs/contracts/src/__probe.ts', code: "import '@pawpals/nest-common';", allowed: false, why: 'shared → server' },
  { file: 'libs/ui/src/__probe.ts', code: "import '@pawpals/nest-common';", allowed: false, why: 'web → server' },
];

const eslint = new ESLint();
let failures = 0;
for (const probe of probes) {
  const [result] = await eslint.lintText(`${probe.code}\nexport {};\n`, { filePath: probe.file });
  const boundaryErrors = result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries' && m.severity === 2);
  const skipped = result.messages.some((m) => /No cached ProjectGraph/.test(m.message));
  const ok = !skipped && (probe.allowed ? boundaryErrors.length === 0 : boundaryErrors.length > 0);
  if (!ok) failures++;
  console.log(`${ok ? '✔' : '✖'} ${probe.allowed ? 'allowed' : `forbidden (${probe.why})`}: ${probe.file} ${probe.code}`);
}
if (failures) {
  console.error(`${failures} boundary probe(s) did not behave as the rules say`);
  process.exit(1);
}
