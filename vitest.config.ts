import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.js';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Integration tests build real apps on real databases; keep files apart.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The built app as real processes behind nginx, on PostgreSQL and Redis (cluster/):
          // `npm run test:cluster`, after a build.
          name: 'cluster',
          include: ['cluster/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The runtime the build ships: React imports resolve to preact/compat (vite.config.ts).
        // Packages resolve to their ES module builds, as in the browser build: a CommonJS build's
        // require('react') would go to Node and load the real React, past the aliases.
        resolve: {
          alias: reactOnPreact,
          dedupe: ['preact'],
          conditions: ['module', 'browser', 'development'],
          mainFields: ['browser', 'module', 'main'],
        },
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test-setup.ts'],
          // a stylesheet imported with ?raw is its text (the grid contrast test reads the colours)
          css: { include: [/\.css\?raw$/] },
          server: {
            deps: {
              // Libraries that import React run through Vite too, so the aliases reach them
              // (Node would load the real React for an external dependency).
              inline: [
                /[\\/]node_modules[\\/]@radix-ui[\\/]/,
                /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]/,
                // all of Testing Library, so user-event and React's bindings share one DOM library
                /[\\/]node_modules[\\/]@testing-library[\\/]/,
                /[\\/]node_modules[\\/]wouter[\\/]/,
              ],
            },
          },
        },
      },
    ],
  },
});
