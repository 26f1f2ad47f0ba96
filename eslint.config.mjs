import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import { catalogFolders } from './tools/i18n-folders.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/.nx/**', '**/.prerender/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Apps of every kind reach only libraries; an app never imports another app.
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            // Browser code never pulls in server code and vice versa; contracts are shared by both.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['svc-*/**', 'libs/nest-common/**', 'libs/testing/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Translated code speaks through messages (docs/decisions/0150-spanish.md): no text of its own in JSX,
    // in its children or in the props a person reads or hears.
    files: catalogFolders().map((dir) => `${dir}/**/*.tsx`),
    ignores: ['**/*.spec.tsx', '**/bootstrap.tsx', '**/standalone.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,description,alt,heading,subheading,text,message,hint,caption,emptyText,emptyMessage,confirmLabel,cancelLabel,submitLabel,pendingLabel,srLabel}']] } },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    // Tool configuration files are CommonJS by convention and belong to no project.
    files: ['**/*.config.{js,cjs,mjs}', 'jest.preset.js', 'jest.web-preset.js', 'tools/**'],
    rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
