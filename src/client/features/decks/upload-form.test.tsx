import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '../../../../test-support/client/fake-server';
import { formatOf, UploadForm } from './upload-form';
import { DECK_TEXTS as T } from './texts';

const http = installFakeServer();

describe('adding a deck', () => {
  it('knows a file by its name', () => {
    expect(formatOf('Step 1 cardio.APKG')).toBe('apkg');
    expect(formatOf('cards.tsv')).toBe('tsv');
    expect(formatOf('quizlet.txt')).toBe('text');
    expect(formatOf('export.csv')).toBe('csv');
  });

  it('names the deck after its file and asks on the front of an Anki card', async () => {
    const user = userEvent.setup();
    render(<UploadForm onAdded={() => undefined} />);
    // nothing chosen: the form says what is missing, and sends nothing
    await user.click(screen.getByRole('button', { name: T.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.needFile);
    expect(http.requested('POST', '/api/decks')).toEqual([]);
    expect(screen.getByRole('radio', { name: /The back/ })).toBeChecked();

    const file = new File([new Uint8Array([80, 75, 3, 4])], 'renal_physiology.apkg');
    await user.upload(screen.getByLabelText(T.fileLabel), file);
    expect(screen.getByLabelText(T.nameLabel)).toHaveValue('renal physiology');
    expect(screen.getByRole('radio', { name: /The front/ })).toBeChecked();
  });

  it("shows the server's reason when a deck cannot be read, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const added = vi.fn();
    http.post('/api/decks', () =>
      errorReply(422, 'This file is not an Anki deck (.apkg).', 'UNREADABLE_DECK'),
    );
    render(<UploadForm onAdded={added} />);
    await user.upload(screen.getByLabelText(T.fileLabel), new File(['not a zip'], 'broken.apkg'));
    await user.click(screen.getByRole('button', { name: T.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an Anki deck (.apkg).',
    );
    expect(http.requested('POST', '/api/decks')[0]?.query.get('format')).toBe('apkg');
    expect(screen.getByLabelText(T.nameLabel)).toHaveValue('broken');
    expect(added).not.toHaveBeenCalled();
  });

  it('sends pasted cards as text, with the back as the clue', async () => {
    const user = userEvent.setup();
    const added = vi.fn();
    http.post('/api/decks', (req) => ({
      id: 'd1',
      name: req.query.get('name'),
      source: req.query.get('format'),
      direction: req.query.get('direction'),
      cardCount: 1,
      usableCount: 1,
      createdAt: '2026-11-29T00:00:00.000Z',
      crosswords: [],
      cards: [],
    }));
    render(<UploadForm onAdded={added} />);
    await user.click(screen.getByRole('tab', { name: T.pasteTab }));
    // a Quizlet export is pasted (Tab moves focus in a text area, as it should)
    await user.click(screen.getByLabelText(T.pasteLabel));
    await user.paste('Aorta\tLargest artery');
    await user.type(screen.getByLabelText(T.nameLabel), 'Vessels');
    await user.click(screen.getByRole('button', { name: T.upload }));
    await vi.waitFor(() => expect(added).toHaveBeenCalled());
    const sent = http.requested('POST', '/api/decks')[0]!;
    expect(Object.fromEntries(sent.query)).toEqual({
      name: 'Vessels',
      format: 'text',
      direction: 'back-clue',
    });
  });
});
