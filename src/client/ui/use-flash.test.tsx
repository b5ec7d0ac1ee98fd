import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashRegion } from './flash-region';
import { useFlash } from './use-flash';

function Probe() {
  const { flash, show } = useFlash(3000);
  return (
    <>
      <button type="button" onClick={() => show('success', 'Friend removed')}>
        success
      </button>
      <button type="button" onClick={() => show('error', 'No users found')}>
        error
      </button>
      <FlashRegion flash={flash} />
    </>
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useFlash with FlashRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message in the matching live region and hides it after the duration', () => {
    render(<Probe />);
    press('success');
    expect(screen.getByRole('status')).toHaveTextContent('Friend removed');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Friend removed');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('puts errors in the alert region; a newer message restarts the 3 seconds', () => {
    render(<Probe />);
    press('error');
    expect(screen.getByRole('alert')).toHaveTextContent('No users found');
    act(() => vi.advanceTimersByTime(2000));
    press('error');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('No users found');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
