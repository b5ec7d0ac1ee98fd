import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUN_FACTS, funFactForDate } from '../../../shared/fun-facts/facts';
import { FUN_FACT_TITLE, FunFactModal } from './fun-fact-modal';

describe('FunFactModal', () => {
  afterEach(() => vi.useRealTimers());

  it("shows the fact for today's local date", () => {
    // 23:30 local time on Feb 3: the local date decides, whatever the UTC date is.
    vi.useFakeTimers({ now: new Date(2026, 1, 3, 23, 30), toFake: ['Date'] });
    render(<FunFactModal onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: FUN_FACT_TITLE });
    expect(within(dialog).getByText(funFactForDate('2026-02-03').text)).toBeInTheDocument();
    expect(within(dialog).getByText('Tuesday, February 3, 2026')).toHaveAttribute(
      'datetime',
      '2026-02-03',
    );
  });

  it('shows the source of the fact under it, worded as daily questions show theirs', () => {
    // Feb 3 is day 34 of the year: fact 4, sourced to Moore's anatomy.
    render(<FunFactModal onClose={() => undefined} now={new Date(2026, 1, 3, 9)} />);
    const dialog = screen.getByRole('dialog', { name: FUN_FACT_TITLE });
    const { source } = funFactForDate('2026-02-03');
    expect(source).toBe(
      "Moore's Clinically Oriented Anatomy, 8th ed., 2018; Braunwald's Heart Disease, 12th ed., 2022",
    );
    const figure = within(dialog).getByRole('figure');
    expect(within(figure).getByText(`Source: ${source}`)).toBeInTheDocument();
    // the source is outside the quoted fact, which holds the fact alone
    expect(within(figure).getByRole('blockquote')).toHaveTextContent(
      new RegExp(`^${FUN_FACTS[4]!.text.replace(/[()]/g, '\\$&')}$`),
    );
  });

  it('changes with the day, one fact per day of the year modulo 30', () => {
    const shown = (now: Date) => {
      const { unmount } = render(<FunFactModal onClose={() => undefined} now={now} />);
      const text = screen.getByRole('blockquote').textContent;
      unmount();
      return text;
    };
    // Day 1 and day 31 of the year share a fact; day 2 has the next one.
    expect(shown(new Date(2026, 0, 1, 9))).toBe(FUN_FACTS[1]!.text);
    expect(shown(new Date(2026, 0, 2, 9))).toBe(FUN_FACTS[2]!.text);
    expect(shown(new Date(2026, 0, 31, 9))).toBe(FUN_FACTS[1]!.text);
  });

  it('closes with its Close button or Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<FunFactModal onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
