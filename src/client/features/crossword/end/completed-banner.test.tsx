import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletedBanner } from './completed-banner';

describe('CompletedBanner', () => {
  it('names the ranked time with its check penalty on a solve that ranks', () => {
    render(<CompletedBanner activeMs={84_000} wrongChecks={2} ranked />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Puzzle Completed in 01:24 · ranked time 1:44 (+0:20)',
    );
  });

  it('after a reveal says only the time: the result is not ranked (docs/product.md#crossword-scoring)', () => {
    render(<CompletedBanner activeMs={84_000} wrongChecks={2} ranked={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Puzzle Completed in 01:24$/);
    expect(screen.queryByText(/ranked time/)).not.toBeInTheDocument();
  });
});
