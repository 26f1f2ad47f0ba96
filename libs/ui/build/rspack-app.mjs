/**
 * One rspack + Module Federation preset for the shell and the four remotes, so shared singletons,
 * loaders and dev-server behaviour are identical everywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import tailwindcss from '@tailwindcss/postcss';
import scopeUtilities from './postcss-scope.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The registry of the web apps (libs/remotes/src/remotes.json): the host's and every remote's folder,
 * dev-server port, exposed modules and routes. The shell, the gateway and tools/start.mjs read the same file.
 */
export const REGISTRY = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'libs/remotes/src/remotes.json'), 'utf8'));
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
const routerVersion = JSON.parse(
  fs.readFileSync(path.join(workspaceRoot, 'node_modules/react-router/package.json'), 'utf8'),
).version;
const internal = (name) => ({ singleton: true, version: '0.1.0', requiredVersion: '^0.1.0', import: name });

/**
 * Shared as singletons by host and remotes: one React, one router, one QueryClient, one session.
 * @pawpals/ui is not shared (docs/decisions/0060-first-render-javascript.md): a shared module is never
 * tree-shaken, so every component shipped with every page; each app now bundles the components it uses. Its
 * one page-wide state, the toast store, is kept on globalThis (libs/ui/src/components/toast-store.ts) and
 * tooltips bring their own provider.
 */
export const SHARED = {
  react: singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  // One small router entry (shared-router.mjs), not the whole package: see that file.
  'react-router-dom': {
    singleton: true,
    version: routerVersion,
    requiredVersion: '^7.0.0',
    import: fileURLToPath(new URL('./shared-router.mjs', import.meta.url)),
  },
  '@tanstack/react-query': singleton('^5.0.0'),
  // One IntlContext for the page: a remote's messages and formatters are the shell's language (libs/ui i18n).
  'react-intl': singleton('^12.0.0'),
  zustand: singleton('^5.0.0'),
  // cn() of every app's copy of @pawpals/ui: loaded once per page instead of once per app.
  'tailwind-merge': singleton('^3.0.0'),
  '@pawpals/api-client': internal('@pawpals/api-client'),
  '@pawpals/session': internal('@pawpals/session'),
};

/** What the shell's dev server answers at /remotes.manifest.json: every remote's dev server. */
export function devRemotesManifest() {
  return Object.fromEntries(
    Object.entries(REGISTRY.remotes).map(([name, r]) => [name, `http://localhost:${r.port}/remoteEntry.js`]),
  );
}

/** How every web build resolves sources: the libraries' TypeScript, not their builds. */
export const RESOLVE = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  alias: {
    '@pawpals/contracts': path.join(workspaceRoot, 'libs/contracts/src/index.ts'),
    '@pawpals/ui': path.join(workspaceRoot, 'libs/ui/src/index.ts'),
    '@pawpals/api-client': path.join(workspaceRoot, 'libs/api-client/src/index.ts'),
    '@pawpals/session': path.join(workspaceRoot, 'libs/session/src/index.ts'),
    '@pawpals/uploads': path.join(workspaceRoot, 'libs/uploads/src/index.ts'),
    '@pawpals/remotes': path.join(workspaceRoot, 'libs/remotes/src/index.ts'),
  },
};

/** TypeScript/TSX through rspack's built-in SWC with React's automatic runtime. */
export const sourceRule = (isDev) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/**
 * The shell's pages for Node, to render them to HTML at build time (shell/tools/prerender.mjs): the same
 * sources and aliases as the browser build, one CommonJS file, no federation (the sections are not part of
 * a prerendered page; they load in the browser).
 */
export function createPrerenderConfig() {
  const projectRoot = path.join(workspaceRoot, REGISTRY.host.dir);
  return {
    mode: 'production',
    target: 'node20',
    context: projectRoot,
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: { path: path.join(projectRoot, '.prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: RESOLVE,
    module: { rules: [sourceRule(false)] },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The shell (Module Federation host), from the registry. */
export function createHostConfig({ title }, mode = 'production') {
  const { name, dir, port } = REGISTRY.host;
  return createAppConfig({ dir, name, port, title, host: true }, mode);
}

/** A remote, everything from its registry entry (folder, dev port, exposes, standalone title). */
export function createRemoteConfig(name, mode = 'production') {
  const remote = REGISTRY.remotes[name];
  if (!remote) throw new Error(`${name} is not in libs/remotes/src/remotes.json`);
  const { dir, port, label, exposes } = remote;
  return createAppConfig({ dir, name, port, exposes, title: `PawPals · ${label} (standalone)` }, mode);
}

/**
 * @param {object} o
 * @param {string} o.dir       project folder, e.g. 'mfe-account'
 * @param {string} o.name      federation name, e.g. 'mfe_account' (or 'shell')
 * @param {number} o.port      dev-server port
 * @param {Record<string,string>} [o.exposes]  remote modules
 * @param {boolean} [o.host]   the shell
 * @param {string} [o.title]   HTML title
 * @param {string} mode        'development' | 'production'
 */
export function createAppConfig(o, mode = 'production') {
  const isDev = mode === 'development';
  const projectRoot = path.join(workspaceRoot, o.dir);
  const postcssPlugins = [tailwindcss({ base: projectRoot, optimize: !isDev })];
  if (!o.host) postcssPlugins.push(scopeUtilities(o.dir));

  return {
    mode,
    context: projectRoot,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(projectRoot, 'dist'),
      publicPath: o.host ? '/' : 'auto',
      uniqueName: o.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: RESOLVE,
    module: {
      rules: [
        sourceRule(isDev),
        {
          test: /\.css$/,
          use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: postcssPlugins } } }],
          type: 'css',
        },
        { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // The shell's page is its own; the remotes' standalone dev-harness pages all come from one template.
        template: o.host ? path.join(projectRoot, 'public/index.html') : fileURLToPath(new URL('./remote-index.html', import.meta.url)),
        favicon: path.join(workspaceRoot, 'libs/ui/build/favicon.svg'),
        title: o.title ?? 'PawPals',
      }),
      // The classic container protocol (docs/decisions/0060-first-render-javascript.md): remoteEntry.js defines a
      // global container the shell initialises with its share scope (shell/src/federation/remotes.ts). No
      // federation runtime library ships with it.
      new rspack.container.ModuleFederationPluginV1({
        name: o.name,
        filename: 'remoteEntry.js',
        ...(o.exposes ? { exposes: o.exposes } : {}),
        shared: SHARED,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      // The installable app's files, and the service worker's source the gateway serves as /sw.js with its
      // precache list (docs/decisions/0143-installable-and-offline.md).
      ...(o.host
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [
                { from: path.join(projectRoot, 'public'), globOptions: { ignore: ['**/index.html'] } },
                { from: path.join(projectRoot, 'src/pwa/service-worker.js'), to: 'sw-source.js' },
              ],
            }),
          ]
        : []),
    ],
    optimization: { minimize: !isDev },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: o.port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api', '/objects'], target: API_TARGET, changeOrigin: false }],
      setupMiddlewares: (middlewares) => {
        if (o.host) {
          middlewares.unshift({
            name: 'remotes-manifest',
            path: '/remotes.manifest.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(devRemotesManifest()));
            },
          });
        }
        return middlewares;
      },
    },
  };
}
