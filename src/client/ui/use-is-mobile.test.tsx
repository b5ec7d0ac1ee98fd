import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsMobile } from './use-is-mobile';

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useIsMobile', () => {
  afterEach(() => resizeTo(1024));

  it('is true at 768 px or less and follows resizes', () => {
    resizeTo(1024);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => resizeTo(768));
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => resizeTo(769));
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
