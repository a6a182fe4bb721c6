import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      // The translated locales' build processes (scripts/build.ts).
      '.docusaurus-*/',
      '.build-*/',
      'generated/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // CommonJS stand-ins swapped into the browser bundle (see plugins/browser-stand-ins), and the
    // bundler loader of plugins/lean-registry (loaders run in Node as they are).
    files: ['plugins/browser-stand-ins/stubs/*.js', 'plugins/lean-registry/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The service worker's own code and the data it shares with the pages (plain JavaScript,
    // bundled by tooling/serving/serviceWorker.ts).
    files: ['src/sw/*.js', 'src/data/offline.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        URL: 'readonly',
      },
    },
  },
  {
    // Plain Node scripts that must run before `npm ci` (no TypeScript, no dependencies).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
