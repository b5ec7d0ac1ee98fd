import { defineConfig } from 'vite';
import { reactOnPreact } from './vite.config.js';

/**
 * The server's copy of the client (docs/decisions/023-server-rendering.md): one ES module,
 * dist/ssr/server-render.js, that src/server/page-render.ts loads to render pages. Every library
 * is bundled in (noExternal), so the React aliases reach them as in the browser build; lazy
 * screens are inlined, and the server loads them all before its first render.
 */
export default defineConfig({
  root: 'src/client',
  resolve: { alias: reactOnPreact, dedupe: ['preact'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'app/server-render.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: 'server-render.js', codeSplitting: false },
    },
  },
});
