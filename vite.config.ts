import { defineConfig } from 'vite';
import type { AliasOptions, Plugin, Rollup } from 'vite';

/**
 * The client is React code (types from @types/react) that runs on Preact's React compatibility
 * layer (docs/decisions/003-preact-compat-runtime.md): every import of React — ours and the
 * libraries' (wouter, Radix, TanStack Query, Testing Library) — resolves to preact/compat.
 * vitest.config.ts uses the same aliases, so component tests run on the runtime we ship.
 */
export const reactOnPreact: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // The compat flavour of the JSX runtime imports preact/compat first, so its option hooks
  // (className, onChange, ref as a prop…) are in place before the first element is created.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // wouter's shim for React < 18 (CommonJS): preact/compat has useSyncExternalStore itself
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * Lazy route modules whose chunks the server preloads on the pages that open them
 * (src/server/page-preloads.ts), so they download beside the entry instead of after it.
 */
export const PRELOADED_ROUTES = [
  'app/routes/crossword-route.tsx',
  'app/routes/medword-route.tsx',
  'app/routes/medle-route.tsx',
  'app/routes/medmatch-route.tsx',
  // the other pages the server renders (docs/decisions/023-server-rendering.md): their
  // stylesheets must be in the page, or its HTML paints unstyled until the script has run
  'app/routes/landing-route.tsx',
  'features/archives/archives-page.tsx',
  'features/info/help-page.tsx',
  'app/routes/privacy-route.tsx',
  'features/info/terms-page.tsx',
  'app/routes/contact-route.tsx',
  'features/auth/sign-in-screen.tsx',
];

/**
 * Writes route-preloads.json: per module above, the chunk files it needs beyond the entry's, and
 * their stylesheets.
 */
function routePreloads(modules: readonly string[]): Plugin {
  return {
    name: 'medgrid-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is Rollup.OutputChunk => c.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const i of byFile.get(file)?.imports ?? []) walk(i, into);
      };
      const inEntry = new Set<string>();
      for (const c of chunks) if (c.isEntry) walk(c.fileName, inEntry);
      const out: Record<string, string[]> = {};
      for (const module of modules) {
        // the chunk that holds the module (its facade, or a chunk group that took it in)
        const chunk = chunks.find((c) =>
          c.moduleIds.some((id) => id.endsWith(`/src/client/${module}`)),
        );
        if (!chunk) this.error(`route-preloads: no chunk for ${module}`);
        const files = new Set<string>();
        walk(chunk.fileName, files);
        const needed = [...files].filter((f) => !inEntry.has(f));
        // the stylesheets Vite would otherwise add only once the chunk is imported
        const css = needed.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        // a chunk of stylesheets alone has no script: Vite drops it from the build after this
        const pureCss = (f: string) =>
          byFile.get(f)?.moduleIds.every((id) => /\.css(\?|$)/.test(id)) ?? false;
        const js = needed.filter((f) => !pureCss(f));
        out[module] = [...new Set([...css, ...js])].map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(out, null, 2),
      });
    },
  };
}

const LIBRARIES = /node_modules[\\/](preact|wouter|regexparam|@tanstack)[\\/]/;
// what every game page runs on: the play layer (src/client/play) and the play screen's parts, the
// daily question asked before a game.
// The full game definitions (shared/play/game-registry, result, rank-rules) are for the leaderboards
// and stats, which load on demand: a first view reads the light facts (game-facts).
// Runtime zod schemas (shared/play/schemas, each game's schema.ts and its admin tools, admin.ts)
// stay out of these groups: only the admin tools run them, and a group would carry zod into every
// game page.
const PLAY =
  /src[\\/](client[\\/](play|ui[\\/](play|page-title)|features[\\/](daily-question|auth[\\/]use-solver-settings)|app[\\/]routes[\\/]play-slots)[\\/.]|shared[\\/]play[\\/](?!(schemas|game-registry|result|rank-rules)\.))/;
// what the end screens share (their actions, the share text and button, the review notice): the
// crossword's first view shows Share in its tool menu; the turn games load it with their end
// screens (each game's end/ folder, a chunk of its own once a play is under way).
const PLAY_END =
  /src[\\/](client[\\/](play[\\/](play-result|play-next-slot)|ui[\\/](share-button|play[\\/](review-notice|use-fun-fact))|lib[\\/]share)|shared[\\/]play[\\/](share|fair-play))\./;
// the next-puzzle countdown: the landing page's and the end screens' (a chunk of its own, so the
// landing page does not load the end screens' code for it)
const COUNTDOWN = /src[\\/]client[\\/]ui[\\/](next-puzzle-countdown|countdown)\./;
// what a game page shows only after the player acts: the end screens' streak and next-puzzle lines
// ('What next', imported lazily: PlayNextSlot, the crossword's end modal) and the solver settings,
// so a game page's first view does not carry them.
const LATER = /src[\\/]client[\\/](play[\\/]play-next|ui[\\/]play[\\/]settings-dialog)\./;
// not a game's group: each game's end screens (its end/ folder: a chunk of its own, loaded once a
// play is under way), its picture (the landing page shows every game's, and must not load every
// game for it) and its admin preview (the admin tools')
const NOT_A_GAME =
  /src[\\/]client[\\/]features[\\/][^\\/]+[\\/](end[\\/]|(icons?|[^\\/]+-preview)\.)/;
const game = (test: RegExp) => (id: string) => test.test(id) && !NOT_A_GAME.test(id);
const CROSSWORD = /src[\\/]client[\\/](features[\\/]crossword|app[\\/]routes[\\/]crossword-route)/;
const MEDWORD =
  /src[\\/](client[\\/](features[\\/]medword|app[\\/]routes[\\/]medword-route)|shared[\\/]medword[\\/](?!(schema|admin|definition|facts|number)\.))/;
const MEDLE =
  /src[\\/](client[\\/](features[\\/]medle|app[\\/]routes[\\/]medle-route)|shared[\\/]medle[\\/](?!(schema|admin|definition|facts|number)\.))|node_modules[\\/]fastest-levenshtein/;
const MEDMATCH =
  /src[\\/](client[\\/](features[\\/]medmatch|app[\\/]routes[\\/]medmatch-route)|shared[\\/]medmatch[\\/](?!(schema|admin|definition|facts|number)\.))/;

// The client lives in src/client; the build goes to dist/client, which the Fastify server serves.
// JSX is compiled by Vite itself (Oxc, automatic runtime from `react/jsx-runtime`, aliased above);
// there is no React Fast Refresh on Preact, so an edit reloads the page in `npm run dev`.
export default defineConfig({
  root: 'src/client',
  plugins: [routePreloads(PRELOADED_ROUTES)],
  resolve: { alias: reactOnPreact, dedupe: ['preact'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // no source maps in a build unless asked for (SOURCE_MAPS=1): the server would hand the
    // whole source to anyone; it serves them only with SOURCE_MAPS=1 too (README "Configuration")
    sourcemap: process.env.SOURCE_MAPS === '1',
    rolldownOptions: {
      output: {
        // A game page's first view is a handful of files instead of twenty
        // (docs/decisions/005-chunk-groups.md). A group takes the modules its test matches and
        // what they import; the highest priority takes a module first.
        codeSplitting: {
          groups: [
            // the libraries every page runs on
            { name: 'vendor', test: LIBRARIES, priority: 20 },
            // what the entry imports statically stays in the entry chunk
            { name: 'boot', tags: ['$initial'], priority: 16 },
            // what the game pages share, then each game's own code
            {
              name: 'play',
              test: (id) => PLAY.test(id) && !LATER.test(id) && !PLAY_END.test(id),
              priority: 12,
            },
            // after play (what they import that a first view needs stays there), before the
            // crossword's (whose first view imports them: they are not the crossword's)
            { name: 'play-end', test: PLAY_END, priority: 11 },
            { name: 'crossword', test: game(CROSSWORD), priority: 10 },
            { name: 'countdown', test: COUNTDOWN, priority: 10 },
            // after the groups whose first views import what it imports (so those stay there),
            // before the games whose result panels import it (so it is not theirs)
            { name: 'play-later', test: LATER, priority: 8 },
            { name: 'medword', test: game(MEDWORD), priority: 6 },
            { name: 'medle', test: game(MEDLE), priority: 6 },
            { name: 'medmatch', test: game(MEDMATCH), priority: 6 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
