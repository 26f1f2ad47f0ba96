/**
 * Bench-only experiment, one step further than fixed.rspack.config.mjs: the same four changes, plus the
 * classic container protocol (rspack.container.ModuleFederationPluginV1) instead of
 * @module-federation/enhanced, with the shell loading remotes through bench/budgets/fixed/remotes-classic.ts.
 * Measures what the federation runtime library costs on the first render. Output:
 * bench/out/budgets/fixed-classic/{shell,mfe-directory}.
 *
 *   npx rspack build -c bench/budgets/fixed-classic.rspack.config.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import fixed from './fixed.rspack.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellSrc = path.join(root, 'shell/src');

export default fixed.map((config) => {
  const mf = config.plugins.find((p) => p.constructor?.name === 'ModuleFederationPlugin');
  const o = mf._options;
  const dir = path.basename(config.output.path);
  config.output.path = path.join(root, 'bench/out/budgets/fixed-classic', dir);
  config.plugins = config.plugins.filter((p) => p !== mf);
  config.plugins.push(
    new rspack.container.ModuleFederationPluginV1({
      name: o.name,
      filename: 'remoteEntry.js',
      ...(o.exposes ? { exposes: o.exposes } : {}),
      shared: o.shared,
    }),
  );
  if (dir === 'shell') {
    config.plugins.push(
      new rspack.NormalModuleReplacementPlugin(/^\.\/(federation\/)?remotes$/, (resource) => {
        if (resource.context.startsWith(shellSrc)) resource.request = path.join(root, 'bench/budgets/fixed/remotes-classic.ts');
      }),
    );
  }
  return config;
});
