// Writes dist/client/sw.js (docs/decisions/022-service-worker.md) with Workbox's generateSW: it
// precaches the built client's hashed scripts and stylesheets, the icons and an offline page, so a
// repeat visit takes its scripts from the worker and an offline navigation says so. Pages and the
// API always come from the server: the page names the scripts of its deploy, and play is the
// server's. Run after `vite build` (npm run build), before precompress.
import path from 'node:path';
import { generateSW } from 'workbox-build';

const root = path.resolve(process.argv[2] ?? 'dist/client');

const { count, size, warnings } = await generateSW({
  globDirectory: root,
  globPatterns: ['assets/*.{js,css}', 'icons/*.png', 'manifest.webmanifest', 'offline.html'],
  // the admin tools and the builder's worker are for admins only; source maps for no one
  globIgnores: ['assets/admin-route-*', 'assets/autofill.worker-*', '**/*.map'],
  // a hashed name changes with its content: no revision needed, and no cache-busting query
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 512 * 1024,
  swDest: path.join(root, 'sw.js'),
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // a new worker waits until the pages of the old one are closed: an open page keeps the chunks
  // it may still load lazily, and the next visit's page (from the server) names the new ones
  skipWaiting: false,
  clientsClaim: false,
  cleanupOutdatedCaches: true,
  navigateFallback: null,
  runtimeCaching: [
    {
      // pages come from the server; offline, the offline page says so
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: '/offline.html' } },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
