// The sample content files, read by tests that must know answers without asking the API.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The answer grid of the content file with this title (the server upper-cases letters too). */
export function answersFor(game: 'mini' | 'medical', title: string): string[][] {
  const dir = path.resolve('content/crosswords', game);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      title?: string;
      answerGrid: string[][];
    };
    if (data.title?.trim() === title)
      return data.answerGrid.map((row) => row.map((c) => c.toUpperCase()));
  }
  throw new Error(`No file in ${dir} has the title "${title}"`);
}

/** The clue texts of the content file with this title. */
export function cluesFor(game: 'mini' | 'medical', title: string): string[] {
  const dir = path.resolve('content/crosswords', game);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      title?: string;
      acrossClues: { clue: string }[];
      downClues: { clue: string }[];
    };
    if (data.title?.trim() === title)
      return [...data.acrossClues, ...data.downClues].map((c) => c.clue);
  }
  throw new Error(`No file in ${dir} has the title "${title}"`);
}
