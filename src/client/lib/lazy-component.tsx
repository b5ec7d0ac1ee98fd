import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

export interface LazyComponent<P extends object> {
  /** Renders the loaded component; suspends (needs a Suspense above) until its chunk is here. */
  Component: ComponentType<P>;
  /** Starts loading the chunk (once); e.g. alongside another chunk that will render it. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code is a separate chunk, loaded on first render (or `preload`). Like
 * React.lazy, except that an instance mounted after the chunk has arrived renders at once instead
 * of suspending for a tick. An instance keeps the path it mounted with, so the subtree is never
 * swapped (and remounted) under a user.
 */
export function lazyComponent<P extends object>(
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
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return { Component, preload };
}
