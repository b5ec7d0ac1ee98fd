import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

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
    const { Component, preload } = lazyComponent(load);

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
    const { Component, preload } = lazyComponent(() => Promise.resolve(Counter));
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
});
