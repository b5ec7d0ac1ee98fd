import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';

// The runtime is Preact (docs/decisions/003-preact-compat-runtime.md), which runs effects after the
// next animation frame (~16 ms in jsdom). React runs them in the next task, and tests that wait for
// an element and then check what an effect did (e.g. where focus went) rely on that; so effects
// run in the next task here too. (Inside act() they are flushed at its end either way.)
options.requestAnimationFrame = (callback) => setTimeout(callback);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom has no matchMedia; the app reads it for the 768 px breakpoint. Tests get a desktop width
// unless they set window.innerWidth and fire 'resize', and reduced motion (no celebration delay)
// unless they replace window.matchMedia.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max
      ? window.innerWidth <= Number(max[1])
      : /prefers-reduced-motion:\s*reduce/.test(query);
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

// jsdom lays nothing out, so it has no scrollIntoView; the app calls it to bring a field into view.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom has the <dialog> element but not its modal behaviour (showModal, close, Escape → cancel).
// This stand-in does the part component tests rely on: the `open` attribute (so the dialog is
// visible to queries), focus on the first focusable element, and Escape firing a cancelable
// `cancel` on the newest open modal, closing it unless cancelled. Inertness of the page, the top
// layer and the browser's own closing are the browser's; the e2e suite checks them in Chromium.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  const FOCUSABLE =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
    const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector(FOCUSABLE);
    (first ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
