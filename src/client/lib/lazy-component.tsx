import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

export interface LazyComponent<P extends object> {
  /** Renders the loaded component; suspends (needs a Suspense above) until its chunk is here. */
  Component: ComponentType<P>;
  /** Starts loading the chunk (once); e.g. alongside another chunk that will render it. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Every lazy component by name, so that a server-rendered page can say which of them it rendered
 * and the client loads exactly those before it hydrates (docs/decisions/023-server-rendering.md).
 */
const registry = new Map<string, LazyComponent<object>>();
/** The names rendered while a server render runs (recordLazyRenders), else null. */
let rendered: Set<string> | null = null;

/**
 * A component whose code is a separate chunk, loaded on first render (or `preload`). Like
 * React.lazy, except that an instance mounted after the chunk has arrived renders at once instead
 * of suspending for a tick. An instance keeps the path it mounted with, so the subtree is never
 * swapped (and remounted) under a user. `name` is unique across the app.
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));

  function Component(props: P) {
    const [Loaded] = useState<ComponentType<P> | null>(() => loaded);
    if (Loaded) rendered?.add(name);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  const lazyOne: LazyComponent<P> = { Component, preload };
  registry.set(name, lazyOne as unknown as LazyComponent<object>);
  return lazyOne;
}

/**
 * Loads the named components (those a server render used), and those their code declares in turn,
 * until each name is loaded or unknown here. A chunk that fails is left to its error boundary.
 */
export async function preloadLazy(names: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const next = names.filter((n) => !done.has(n) && registry.has(n));
    if (next.length === 0) return;
    for (const n of next) done.add(n);
    await Promise.allSettled(next.map((n) => registry.get(n)?.preload()));
  }
}

/** The server: loads every lazy component, including those declared by lazily loaded code. */
export async function preloadAllLazy(): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const next = [...registry.keys()].filter((n) => !done.has(n));
    if (next.length === 0) return;
    for (const n of next) done.add(n);
    await Promise.all(next.map((n) => registry.get(n)?.preload()));
  }
}

/** Runs a (synchronous) server render and returns what it returned and the lazy names it used. */
export function recordLazyRenders<T>(render: () => T): { result: T; names: string[] } {
  const names = new Set<string>();
  rendered = names;
  try {
    return { result: render(), names: [...names] };
  } finally {
    rendered = null;
  }
}
