import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = 'src/client/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

// One-way imports (ARCHITECTURE §1): client -> shared, server -> shared; never client <-> server;
// shared imports nothing of ours but shared; client features do not import each other.
const noServer = { group: ['**/server/**', '*/server/*'], message: 'client and shared must not import server code' };
const noClient = { group: ['**/client/**', '*/client/*'], message: 'server and shared must not import client code' };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noServer, noClient, { group: ['node:*'], message: 'shared is pure: no node:* imports' }],
          paths: [
            { name: 'react', message: 'shared is pure: no React' },
            { name: 'fastify', message: 'shared is pure: no Fastify' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClient] }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    // Client features do not import each other, nor the app layer that composes them.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./${featuresDir}/${name}`,
              from: `./${featuresDir}`,
              except: [`./${name}`],
              message: 'client features must not import each other; compose them in client/app',
            })),
            { target: `./${featuresDir}`, from: './src/client/app', message: 'features must not import the app layer' },
            { target: './src/client/ui', from: featuresDir, message: 'ui must not import features' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', '.ci/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
