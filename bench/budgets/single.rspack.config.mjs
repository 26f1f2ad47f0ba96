/**
 * Bench-only: the shell and mfe-directory's pages (/services, /business/:id) as ONE bundle, without
 * Module Federation, to compare the first-render JavaScript of the federated build with
 * (bench/budgets/run.mjs). Same loaders, minifier, React/router/query versions and CSS pipeline as
 * libs/ui/build/rspack-app.mjs; differences, on purpose:
 *   - entry is shell/src/bootstrap.tsx (no async boundary: nothing shared to negotiate);
 *   - shell/src/federation/remotes.ts is replaced by bench/budgets/single/remotes.ts, which imports
 *     mfe-directory/src/routes.tsx statically;
 *   - one chunk (LimitChunkCountPlugin maxChunks 1), no ModuleFederationPlugin.
 *
 *   npx rspack build -c bench/budgets/single.rspack.config.mjs     # → bench/out/budgets/single/
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import tailwindcss from '@tailwindcss/postcss';
import scopeUtilities from '../../libs/ui/build/postcss-scope.mjs';
import { RESOLVE, sourceRule } from '../../libs/ui/build/rspack-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const replacement = path.join(root, 'bench/budgets/single/remotes.ts');
const shellSrc = path.join(root, 'shell/src');
const directorySrc = path.join(root, 'mfe-directory/src');

export default {
  mode: 'production',
  context: path.join(root, 'shell'),
  entry: { main: './src/bootstrap.tsx' },
  devtool: 'source-map', // for the size attribution by package (maps are not loaded by the page)
  output: {
    path: path.join(root, 'bench/out/budgets/single'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    clean: true,
  },
  resolve: RESOLVE,
  module: {
    rules: [
      sourceRule(false),
      {
        test: /\.css$/,
        include: directorySrc,
        use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: [tailwindcss({ base: path.join(root, 'mfe-directory'), optimize: true }), scopeUtilities('mfe-directory')] } } }],
        type: 'css',
      },
      {
        test: /\.css$/,
        exclude: directorySrc,
        use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: [tailwindcss({ base: path.join(root, 'shell'), optimize: true })] } } }],
        type: 'css',
      },
      { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset' },
    ],
  },
  plugins: [
    new rspack.NormalModuleReplacementPlugin(/^\.\/(federation\/)?remotes$/, (resource) => {
      if (resource.context.startsWith(shellSrc)) resource.request = replacement;
    }),
    new rspack.HtmlRspackPlugin({
      template: path.join(root, 'shell/public/index.html'),
      favicon: path.join(root, 'libs/ui/build/favicon.svg'),
      title: 'PawPals — Connecting Pet Families',
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: true },
  performance: { hints: false },
  stats: 'errors-warnings',
};
