import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRouter } from '../../lib/memory-router';
import type { ArchiveList } from '../../../shared/play/schemas';
import { installFakeServer } from '../../../../test-support/client/fake-server';
import { ArchivesPage } from './archives-page';

const http = installFakeServer();

const LIST: ArchiveList = {
  game: 'mini',
  entries: [
    { date: '2026-11-20', title: 'Heart', status: 'solved' },
    { date: '2026-11-19', title: 'Lungs', status: 'in-progress' },
    { date: '2026-11-18', title: 'Kidney', status: 'revealed' },
    { date: '2026-11-17', title: 'Liver', status: 'not-started' },
  ],
};

beforeEach(() => {
  http.get('/api/archives/:game', () => LIST);
});

describe('ArchivesPage', () => {
  it('marks solved, started and revealed days in words, and leaves the others plain', async () => {
    const router = memoryRouter('/archives');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <router.MemoryRouter>
          <ArchivesPage />
        </router.MemoryRouter>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Mini Crossword archive' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.querySelector('.mg-status__text')?.textContent ?? null)).toEqual([
      ', Solved',
      ', In progress',
      ', Revealed',
      null,
    ]);
    expect(links[0]).toHaveAttribute('href', '/archives/mini/2026-11-20');
    expect(links[0]?.querySelector('.mg-status--done svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
