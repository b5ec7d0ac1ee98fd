import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { GameId } from '../../../shared/play/games.js';
import { answersOutside, medwordDictionary } from '../medword/dictionary.js';
import { guessableNames, namesOutside } from '../medle/diagnoses.js';

/**
 * What a guess may be, in the games whose guesses are checked against a list: the same lists for
 * every day and in every process, holding every answer (docs/decisions/010, 011). A guess is never
 * checked against the day's answer, so a refusal ('Not in word list', 'not a diagnosis on our
 * list') says nothing about it.
 */
export interface GuessLists {
  /** MedWord: whether an upper-case six-letter word is in the dictionary. */
  isMedwordWord(word: string): boolean;
  /** Medle: whether a name, normalised (`normaliseAnswer`), is on the list. */
  isMedleName(normalised: string): boolean;
}

/** The shipped lists alone (content/ and word-list), with nothing from a database. */
export function builtInGuessLists(): GuessLists {
  const words = medwordDictionary();
  const names = guessableNames();
  return { isMedwordWord: (w) => words.has(w), isMedleName: (n) => names.has(n) };
}

/**
 * The shipped lists plus the answers and names of the MedWord and Medle puzzles already stored
 * (read once, at start): puzzles stored before every answer had to be on the lists stay
 * winnable. Nothing outside the lists can be stored any more (`unpublishable` refuses it), so every
 * process that starts later reads the same lists.
 */
export async function loadGuessLists(db: Db, log?: FastifyBaseLogger): Promise<GuessLists> {
  const stored = await db.kysely
    .selectFrom('puzzles')
    .select(['game', 'puzzle_date', 'payload'])
    .where('game', 'in', ['medword', 'medle'])
    .execute();
  const storedOf = (game: GameId) => stored.filter((r) => r.game === game);
  const words = medwordDictionary();
  const names = guessableNames();
  const extraWords = answersOutside(words, storedOf('medword'));
  const extraNames = namesOutside(names, storedOf('medle'));
  if (extraWords.size)
    log?.warn(
      { dates: [...new Set([...extraWords.values()].flat())].sort() },
      `${extraWords.size} stored MedWord answer(s) are not in the dictionary: accepted as guesses on every day (docs/decisions/010)`,
    );
  if (extraNames.size)
    log?.warn(
      { dates: [...new Set([...extraNames.values()].flat())].sort() },
      `${extraNames.size} name(s) of stored Medle cases are not on the list: accepted as guesses on every day (docs/decisions/011)`,
    );
  return {
    isMedwordWord: (w) => words.has(w) || extraWords.has(w),
    isMedleName: (n) => names.has(n) || extraNames.has(n),
  };
}
