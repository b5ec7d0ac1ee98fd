import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, TextField } from '../ui';
import { StartOverlay, PLAY_TEXTS } from '../ui/play';
import { apiRequest, seedPrefetched } from '../lib/http';
import { playApi, statePath, type PlayKey } from './api';
import { PlayAnnouncer, PlayBar, PlayHeader } from './index';
import { PlaySession, type CorePlayState } from './session';
import { usePlay } from './use-play';
import { usePlayScreen } from './use-play-screen';
import { installFakeServer } from '../../../test-support/client/fake-server';
import { servePlay } from '../../../test-support/client/play-server';
import {
  pulseModule,
  PULSE_PUZZLE,
  type PulseMove,
  type PulseView,
} from '../../../test-support/games/pulse';

/**
 * The seams, client side (issue 28): a game the client has never seen, Pulse (a shared module
 * written for this test, test-support/games/pulse.ts), gets a play in the browser from the one
 * play core with a dozen lines of session and a board of its own on the shared play screen:
 * start, moves, the server's hints, the end, all over the real play API.
 */
type PulseState = CorePlayState<PulseView> & { puzzleDate: string; mode: 'daily' };

class PulseSession extends PlaySession<
  'medle',
  PulseView,
  PulseState,
  PulseState & { feedback: { hint: string } | null },
  PulseMove,
  { guesses: PulseView['guesses']; rate: number | null }
> {
  constructor(key: PlayKey<'medle'>) {
    super(key, playApi(), { blank: { guesses: [], rate: null }, loadFailed: 'No pulse today.' });
    this.takeLoaded();
  }

  protected fromState(state: PulseState) {
    const view = state.play?.view;
    return view ? { guesses: view.guesses, rate: view.rate ?? null } : {};
  }

  guess(rate: number): void {
    void this.send('guess', { type: 'guess', rate }, (state) =>
      this.set({ announcement: state.feedback?.hint ?? '' }),
    );
  }
}

function PulseBoard() {
  const { session, snapshot } = usePlay(
    () => new PulseSession({ game: 'medle', date: 'today', mode: 'daily' }),
  );
  const [typed, setTyped] = useState('');
  const { state, phase, clock, busy } = snapshot;
  const screen = usePlayScreen(() => session.start(), { phase, state: state ?? PLACEHOLDER }, {});
  if (!state) return <p>Loading...</p>;
  return (
    <div className="play-page">
      <PlayHeader title="Pulse" date={state.puzzleDate} mobile={false} />
      <PlayBar
        clock={clock}
        phase={phase}
        busy={busy}
        onPause={() => session.pause()}
        onContinue={() => session.resume()}
        helpLabel="How to play"
        onHelp={() => screen.open('help')}
      />
      {screen.ready ? (
        <StartOverlay starting={phase === 'starting'} onStart={() => session.start()} />
      ) : null}
      <ol aria-label="Guesses">
        {snapshot.guesses.map((g) => (
          <li key={g.rate}>{`${g.rate}: ${g.hint}`}</li>
        ))}
      </ol>
      {screen.finished ? <p>{`The rate was ${snapshot.rate}.`}</p> : null}
      <TextField label="Rate" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <Button disabled={!screen.playing} onClick={() => session.guess(Number(typed))}>
        Guess
      </Button>
      <PlayAnnouncer text={snapshot.announcement} />
    </div>
  );
}
const PLACEHOLDER = { mode: 'daily' as const, puzzleDate: '' };

const http = installFakeServer();

describe('a new game plugs in with a module, a registry line and a board', () => {
  it('plays Pulse to its end on the one play core', async () => {
    const server = servePlay(http, 'medle', pulseModule, PULSE_PUZZLE);
    const user = userEvent.setup();
    render(<PulseBoard />);
    await user.click(await screen.findByRole('button', { name: PLAY_TEXTS.start }));
    await screen.findByRole('button', { name: 'Pause' });
    const rate = screen.getByLabelText('Rate');
    await user.type(rate, '60');
    await user.click(screen.getByRole('button', { name: 'Guess' }));
    expect(await screen.findByText('60: higher')).toBeVisible();
    expect(document.body.textContent).not.toContain('72');
    await user.clear(rate);
    await user.type(rate, '72');
    await user.click(screen.getByRole('button', { name: 'Guess' }));
    expect(await screen.findByText('The rate was 72.')).toBeVisible();
    expect(server.moves()).toEqual([
      { type: 'guess', rate: 60 },
      { type: 'guess', rate: 72 },
    ]);
  });

  it('a page that opens on a running play it was given opens it paused (docs/decisions/023)', async () => {
    const server = servePlay(http, 'medle', pulseModule, PULSE_PUZZLE);
    const user = userEvent.setup();
    const first = render(<PulseBoard />);
    await user.click(await screen.findByRole('button', { name: PLAY_TEXTS.start }));
    await screen.findByRole('button', { name: 'Pause' });
    // what a server-rendered page carries: the play as the API answered before the last page went
    const key = { game: 'medle', date: 'today', mode: 'daily' } as const;
    const running = await apiRequest<PulseState>('GET', statePath(key));
    expect(running.play?.timer.running).toBe(true);
    first.unmount();
    const before = server.calls().length;
    seedPrefetched({ [statePath(key)]: running });
    render(<PulseBoard />);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeVisible();
    await vi.waitFor(() =>
      expect(
        server
          .calls()
          .slice(before)
          .map((c) => c.kind),
      ).toContain('pause'),
    );
    expect(
      server
        .calls()
        .slice(before)
        .map((c) => c.kind),
    ).not.toContain('state');
  });
});
