import { createElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDWORD_MESSAGES } from '../../../shared/medword/play';
import { installFakeServer, reply } from '../../../../test-support/client/fake-server';
import { UploadPanel } from '../../features/admin/upload-panel';
import { ADMIN_GAMES } from './admin';

const http = installFakeServer();

const TODAY = '2026-11-25';
const MINI = {
  title: 'Arch Rival',
  answerGrid: [
    ['', 'M', 'A', 'S', 'T'],
    ['A', 'O', 'R', 'T', 'A'],
    ['C', 'L', 'E', 'A', 'N'],
    ['H', 'A', 'N', 'G', 'S'],
    ['E', 'R', 'A', 'S', ''],
  ],
  acrossClues: [1, 5, 6, 7, 8].map((number) => ({ number, clue: `Across ${number}` })),
  downClues: [1, 2, 3, 4, 5].map((number) => ({ number, clue: `Down ${number}` })),
};

/** PUT /api/admin/puzzles/:game/:date answers these, one a request, then 200 `{}`. */
let answers: { status: number; body: unknown }[];
/** The requests the panel sent. */
const sent = () => http.requests;

beforeEach(() => {
  answers = [];
  http.put('/api/admin/puzzles/:game/:date', () => {
    const a = answers.shift() ?? { status: 200, body: {} };
    return reply(a.status, a.body);
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UploadPanel
        today={TODAY}
        previews={(game, data) => createElement(ADMIN_GAMES[game].Preview, { data })}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const json = () => screen.getByRole('textbox', { name: 'Puzzle JSON' });
async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(json());
  await user.click(json());
  await user.paste(text);
}

describe('the upload panel', () => {
  it("shows the spec's messages before any upload, and sends nothing", async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('No puzzle data provided.')).toBeVisible();
    await paste(user, '{"answerGrid": [');
    expect(screen.getByText('Invalid JSON format. Please check your input.')).toBeVisible();
    await paste(user, JSON.stringify({ ...MINI, answerGrid: undefined }));
    expect(
      screen.getByText('Invalid JSON: answerGrid is required and must be an array'),
    ).toBeVisible();
    expect(sent()).toEqual([]);
  });

  it('shows each problem once, marked by an icon of ours rather than an emoji (issue 29)', async () => {
    const user = renderPanel();
    await paste(user, '{"answerGrid": [');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const shown = screen.getAllByText('Invalid JSON format. Please check your input.');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.closest('.mg-status')?.querySelector('svg')).not.toBeNull();
    expect(document.body.textContent).not.toMatch(/[\u{2705}\u{274C}]/u);
    await paste(user, JSON.stringify(MINI));
    answers.push({ status: 200, body: { replaced: false, endedPlays: 0 } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const done = await screen.findByText(/^Successfully uploaded/);
    expect(done.closest('.mg-status')?.querySelector('svg')).not.toBeNull();
    expect(document.body.textContent).not.toMatch(/[\u{2705}\u{274C}]/u);
  });

  it('previews the grid with its numbers, uploads for the chosen day and says so', async () => {
    const user = renderPanel();
    await paste(user, JSON.stringify(MINI));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Arch Rival' })).toBeVisible();
    expect(within(preview).getByRole('table', { name: '5 by 5 grid' })).toBeVisible();
    expect(within(preview).getByText('Across 7')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Nov 26/ }));
    answers.push({
      status: 200,
      body: { game: 'mini', date: '2026-11-26', replaced: false, endedPlays: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        'Successfully uploaded Mini Crossword puzzle for 2026-11-26 (Thursday)!',
      ),
    ).toBeVisible();
    expect(sent()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/puzzles/mini/2026-11-26',
      body: MINI,
    });
  });

  it('previews circled and shaded squares, and sends them with the puzzle', async () => {
    const user = renderPanel();
    const marked = { ...MINI, circled: [[1, 1]], shaded: [[2, 2]] };
    await paste(user, JSON.stringify(marked));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('1 circled square, 1 shaded square')).toBeVisible();
    const grid = within(preview).getByRole('table', { name: '5 by 5 grid' });
    expect(grid.querySelectorAll('.admin-grid__circle')).toHaveLength(1);
    expect(grid.querySelectorAll('.admin-grid__shaded')).toHaveLength(1);
    answers.push({ status: 200, body: { replaced: false, endedPlays: 0 } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText(/Successfully uploaded/);
    expect(sent()[0]?.body).toEqual(marked);
  });

  it('asks before replacing a started day, then replaces it when confirmed', async () => {
    const user = renderPanel();
    await paste(user, JSON.stringify(MINI));
    const message =
      '2 players have started this puzzle. Replacing it ends their unfinished plays; recorded results stay.';
    answers.push({ status: 409, body: { code: 'HAS_PLAYS', message, started: 2 } });
    answers.push({ status: 200, body: { replaced: true, endedPlays: 2 } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Replace a puzzle players have started?',
    });
    expect(ask).toHaveTextContent(message);
    await user.click(within(ask).getByRole('button', { name: 'Replace it' }));
    expect(
      await screen.findByText(
        /Successfully uploaded Mini Crossword puzzle for 2026-11-25 \(Wednesday\)!/,
      ),
    ).toBeVisible();
    expect(sent()[1]?.path).toBe('/api/admin/puzzles/mini/2026-11-25');
    expect(sent()[1]?.query.get('confirm')).toBe('true');
  });

  it('shows why the server refuses a MedWord answer outside the dictionary, and what to do (issue 27)', async () => {
    const user = renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Puzzle type' }), 'medword');
    const word = {
      target_word: 'PYURIC',
      word_category: 'Nephrology',
      difficulty_level: 'hard',
      hints: ['Pus in the urine, as an adjective'],
      explanation: 'With pus in the urine.',
    };
    await paste(user, JSON.stringify(word));
    // the panel's own check passes: the dictionary is the server's
    expect(screen.queryByText(/Invalid/)).not.toBeInTheDocument();
    const message = MEDWORD_MESSAGES.notInDictionary('PYURIC');
    answers.push({ status: 400, body: { code: 'INVALID_PUZZLE', message } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const status = await screen.findByText('Failed to upload puzzle. Check console for details.');
    expect(status).toHaveTextContent(message);
    expect(sent()[0]?.path).toBe(`/api/admin/puzzles/medword/${TODAY}`);
  });

  it("says a refused upload failed, with the server's reason", async () => {
    const user = renderPanel();
    await paste(user, JSON.stringify(MINI));
    answers.push({ status: 400, body: { code: 'INVALID_PUZZLE', message: 'title: too long' } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const status = await screen.findByText('Failed to upload puzzle. Check console for details.');
    expect(status).toHaveTextContent('title: too long');
  });
});
