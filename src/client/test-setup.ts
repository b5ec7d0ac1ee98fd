import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { preloadDialog } from './ui/dialog';

// The runtime is Preact (docs/decisions/003-preact-compat-runtime.md), which runs effects after the
// next animation frame (~16 ms in jsdom). React runs them in the next task, and tests that wait for
// an element and then check what an effect did (e.g. where focus went) rely on that; so effects
// run in the next task here too. (Inside act() they are flushed at its end either way.)
options.requestAnimationFrame = (callback) => setTimeout(callback);

// In the browser a dialog's code (Radix) loads on its first opening (ui/dialog.tsx). A test has
// every chunk at hand, so it is loaded up front: a dialog then opens within the act() of the click
// that opened it. The on-demand path is covered by lib/lazy-component.test.tsx,
// app/app-layout.test.tsx (the menu and modals) and the e2e suite.
await preloadDialog();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom has no matchMedia; the app reads it for the 768 px breakpoint. Tests get a desktop width
// unless they set window.innerWidth and fire 'resize'.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? window.innerWidth <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
