/**
 * Bench-only experiment: the shell and mfe-directory built WITH the changes recommended in bench/RESULTS.md,
 * to measure (not guess) what they save on the first render of /services. Starts from the real preset
 * (libs/ui/build/rspack-app.mjs → createAppConfig) and changes only:
 *   1. react-router: 'react-router-dom' is shared as a small entry re-exporting the 13 names the apps use
 *      (bench/budgets/fixed/router.ts), so react-router is tree-shaken; 'react-router' is no longer shared
 *      itself (no app imports it directly).
 *   2. One Module Federation runtime: the shell provides it (experiments.provideExternalRuntime), the remote
 *      uses it (experiments.externalRuntime) instead of shipping its own copy in remoteEntry.js.
 *   3. libs/contracts is marked side-effect free, so a browser importing LIMITS or the enums does not pull
 *      in the zod schemas (and zod).
 *   4. Pages not on /services load on demand: the shell's landing and static pages
 *      (bench/budgets/fixed/App.tsx), mfe-directory's business page with its review form
 *      (bench/budgets/fixed/directory-routes.tsx).
 * Output: bench/out/budgets/fixed/{shell,mfe-directory}. Served by bench/budgets/run.mjs, never deployed.
 *
 *   npx rspack build -c bench/budgets/fixed.rspack.config.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createAppConfig, SHARED } from '../../libs/ui/build/rspack-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const here = (f) => path.join(root, 'bench/budgets/fixed', f);
const routerVersion = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(path.join(root, 'node_modules/react-router/package.json'), 'utf8'))).version;

const { 'react-router': _rr, 'react-router-dom': _rrd, ...rest } = SHARED;
const shared = {
  ...rest,
  'react-router-dom': { singleton: true, version: routerVersion, requiredVersion: '^7.0.0', import: here('router.ts') },
};

function variant(o, experiments, extra = () => {}) {
  const config = createAppConfig(o, 'production');
  config.output.path = path.join(root, 'bench/out/budgets/fixed', o.dir);
  config.plugins = config.plugins.filter((p) => p.constructor?.name !== 'ModuleFederationPlugin');
  config.plugins.push(
    new ModuleFederationPlugin({
      name: o.name,
      filename: 'remoteEntry.js',
      ...(o.exposes ? { exposes: o.exposes } : {}),
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments,
    }),
  );
  config.module.rules.push({ test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false });
  extra(config);
  return config;
}

export default [
  variant({ dir: 'shell', name: 'shell', port: 4200, title: 'PawPals — Connecting Pet Families', host: true }, { provideExternalRuntime: true }, (config) => {
    const shellSrc = path.join(root, 'shell/src');
    config.plugins.push(
      new rspack.NormalModuleReplacementPlugin(/^\.\/app\/App$/, (resource) => {
        if (resource.context.startsWith(shellSrc)) resource.request = here('App.tsx');
      }),
    );
  }),
  variant(
    { dir: 'mfe-directory', name: 'mfe_directory', port: 4201, title: 'PawPals · Directory (standalone)', exposes: { './routes': here('directory-routes.tsx') } },
    { externalRuntime: true },
  ),
];
