// Layer rules of the hexagonal client (docs/architecture.md): an import that points the wrong way fails the build.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const INFRA_LIBS = ['axios', '@microsoft/signalr', 'inversify', 'reflect-metadata'];
const UI_LIBS = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', '@mantine/*', 'react-i18next', '@xstate/react', 'i18next'];
const NODE_AND_SERVER = ['node:*', 'fastify', '@fastify/*', 'pg', '@electric-sql/pglite', 'jose', '@node-rs/argon2', 'ws'];

const restrict = (message, patterns, paths = []) => ['error', { patterns: [{ group: patterns, message }], paths }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', '.e2e-data/**', 'data/**', 'bench/**/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Node scripts (test runner, benchmarks, tools) run with Node's globals.
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'bench/**', 'server/**', 'tests/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': restrict(
        'src/domain is pure: no application, infrastructure, UI, server, React, HTTP, SignalR, DI or Node imports.',
        ['**/application/**', '@application/*', '**/infrastructure/**', '@infrastructure/*', '**/ui/**', '@ui/*', '**/server/**', ...INFRA_LIBS, ...UI_LIBS, ...NODE_AND_SERVER],
      ),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'navigator'],
    },
  },
  {
    files: ['src/application/**'],
    rules: {
      'no-restricted-imports': restrict(
        'src/application holds ports and use cases: it may import the domain only.',
        ['**/infrastructure/**', '@infrastructure/*', '**/ui/**', '@ui/*', '**/server/**', ...INFRA_LIBS, ...UI_LIBS, ...NODE_AND_SERVER],
      ),
    },
  },
  {
    files: ['src/infrastructure/**'],
    rules: {
      'no-restricted-imports': restrict('Adapters never reach into the UI.', ['**/ui/**', '@ui/*', '**/server/**', ...UI_LIBS]),
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': restrict(
        'The UI gets use cases from the root provider; it never imports adapters, axios, SignalR or the container.',
        ['**/infrastructure/**', '@infrastructure/*', '**/server/**', ...INFRA_LIBS],
      ),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict('The server may share the domain, never the client layers.', [
        '**/src/application/**',
        '**/src/infrastructure/**',
        '**/src/ui/**',
        '@application/*',
        '@infrastructure/*',
        '@ui/*',
      ]),
    },
  },
);
