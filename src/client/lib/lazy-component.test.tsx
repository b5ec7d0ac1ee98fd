import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, preloadLazy, recordLazyRenders } from './lazy-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('lazyComponent', () => {
  it('suspends until the chunk is here, loads it once, then renders new instances at once', async () => {
    const mounts = vi.fn();
    function Greeting({ name }: { name: string }) {
      useEffect(() => mounts(name), [name]);
      return <p>Hello {name}</p>;
    }
    const chunk = deferred<typeof Greeting>();
    const load = vi.fn(() => chunk.promise);
    const { Component, preload } = lazyComponent('test-slow', load);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => chunk.resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();

    // Mounted after the chunk arrived: no fallback, not even for a moment.
    render(
      <Suspense fallback={<p>Loading again</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading again')).not.toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps an instance that mounted while loading (its state survives the load)', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          {count}
        </button>
      );
    }
    const { Component, preload } = lazyComponent('test-counter', () => Promise.resolve(Counter));
    function Parent({ tick }: { tick: number }) {
      return (
        <Suspense fallback={null}>
          <Component key="counter" />
          <span>{tick}</span>
        </Suspense>
      );
    }
    const { rerender } = render(<Parent tick={0} />);
    await act(() => preload());
    const button = await screen.findByRole('button');
    act(() => button.click());
    expect(button).toHaveTextContent('1');
    rerender(<Parent tick={1} />);
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveTextContent('1');
  });

  it('loads what a server render used, by name, including what that code declares in turn', async () => {
    const inner = vi.fn(() => Promise.resolve(() => <span>inner</span>));
    let Inner: ReturnType<typeof lazyComponent<object>> | null = null;
    const outer = vi.fn(() => {
      // the outer chunk's code declares a lazy component of its own when it loads
      Inner ??= lazyComponent('test-inner', inner);
      const { Component } = Inner;
      return Promise.resolve(() => (
        <p>
          outer <Component />
        </p>
      ));
    });
    const Outer = lazyComponent('test-outer', outer);
    lazyComponent('test-unused', () => Promise.reject(new Error('never asked for')));
    await preloadLazy(['test-outer', 'test-inner', 'no-such-name']);
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);

    const { result, names } = recordLazyRenders(() => render(<Outer.Component />));
    expect(result.container.textContent).toBe('outer inner');
    expect(names.sort()).toEqual(['test-inner', 'test-outer']);
  });
});
