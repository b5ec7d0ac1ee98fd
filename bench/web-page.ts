// What the page under test shows, read from its DOM the same way in Playwright (initial JS) and in
// the Lighthouse runs' own tab, so both say which screen they measured.

/** Debian's Chromium, as in playwright.config.ts (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Chromium as root on a machine without network (the e2e run's list). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const NO_PUZZLE_TEXT = 'No puzzle available today';

export interface PageState {
  /** location.pathname at the end. */
  path: string;
  title: string;
  /** The first h1 (else h2) on the page. */
  heading: string | null;
  /** The game's ready marker (BENCH_READY_SELECTOR, e.g. the crossword grid) is on the page. */
  ready: boolean;
  noPuzzle: boolean;
  /** The sign-in screen: the session cookie did not work. */
  signIn: boolean;
  /** Still the loading spinner (root loader or a lazy route). */
  loading: boolean;
}

/**
 * An expression evaluated in the page (a string: bench/ is typechecked without the DOM library).
 * The loading screen has role=status and no heading; the sign-in screen is `.auth-screen`.
 */
export function pageStateScript(readySelector: string): string {
  return `(() => {
    const text = document.body ? document.body.innerText : '';
    const h = document.querySelector('h1') || document.querySelector('h2');
    return {
      path: location.pathname,
      title: document.title,
      heading: h ? h.textContent.trim().replace(/\\s+/g, ' ') : null,
      ready: !!document.querySelector(${JSON.stringify(readySelector)}),
      noPuzzle: text.includes(${JSON.stringify(NO_PUZZLE_TEXT)}),
      signIn: !!document.querySelector('.auth-screen'),
      loading: !h && !!document.querySelector('[role="status"]'),
    };
  })()`;
}

/** The page is past loading: it shows the game, the no-puzzle text, sign-in, or left the path. */
export function settled(state: PageState, path: string): boolean {
  return state.ready || state.noPuzzle || state.signIn || (state.path !== path && !state.loading);
}

/** One line saying which screen this is, e.g. `puzzle "Cardiology Mini" (grid shown)`. */
export function describeState(state: PageState, path: string): string {
  const where = `at ${state.path}, title "${state.title}", heading ${state.heading === null ? '(none)' : `"${state.heading}"`}`;
  if (state.signIn) return `SIGN-IN SCREEN (the session was not accepted) ${where}`;
  if (state.path !== path) return `REDIRECTED away from ${path} ${where}`;
  if (state.ready) return `the puzzle (ready marker shown) ${where}`;
  if (state.noPuzzle) return `the no-puzzle state ("${NO_PUZZLE_TEXT}") ${where}`;
  if (state.loading) return `STILL LOADING ${where}`;
  return `neither the ready marker nor the no-puzzle text ${where}`;
}
