import type { ComponentType } from 'react';
import type { FunFact } from '../../../shared/fun-facts/facts';
import type { GameId } from '../../../shared/play/games';
import type { SolverSettings } from '../../../shared/play/solver-settings';
import { CrosswordScreen } from '../../features/crossword';
import { CrosswordPreview } from '../../features/crossword/crossword-preview';
import { MedleScreen } from '../../features/medle';
import { MedlePreview } from '../../features/medle/medle-preview';
import { MedmatchScreen } from '../../features/medmatch';
import { MedmatchPreview } from '../../features/medmatch/medmatch-preview';
import { MedwordScreen } from '../../features/medword';
import { MedwordPreview } from '../../features/medword/medword-preview';

/** What a test page gives every game's screen. */
export interface TestScreenProps {
  date: string;
  settings: SolverSettings;
  onSettingsChange: (patch: Partial<SolverSettings>) => void;
  loadFunFact: (day: string) => Promise<FunFact>;
}

export interface AdminGame {
  /** The upload panel's preview of a checked puzzle. */
  Preview: ComponentType<{ data: unknown }>;
  /** The game's screen for one day in test mode: the real puzzle, nothing recorded or ranked. */
  TestScreen: ComponentType<TestScreenProps>;
}

/**
 * The client's per-game registry, the part only the admin pages load (docs/decisions/020): each
 * game's upload preview and test-mode screen, from its own folder. The compiler checks that every
 * game has one, under its id.
 */
export const ADMIN_GAMES: { readonly [G in GameId]: AdminGame } = {
  mini: {
    Preview: CrosswordPreview,
    TestScreen: (p) => <CrosswordScreen game="mini" mode="test" {...p} />,
  },
  medical: {
    Preview: CrosswordPreview,
    TestScreen: (p) => <CrosswordScreen game="medical" mode="test" {...p} />,
  },
  medword: {
    Preview: MedwordPreview,
    TestScreen: ({ date, settings, onSettingsChange }) => (
      <MedwordScreen
        date={date}
        mode="test"
        settings={settings}
        onSettingsChange={onSettingsChange}
      />
    ),
  },
  medle: {
    Preview: MedlePreview,
    TestScreen: ({ date }) => <MedleScreen date={date} mode="test" />,
  },
  medmatch: {
    Preview: MedmatchPreview,
    TestScreen: ({ date, loadFunFact }) => (
      <MedmatchScreen date={date} mode="test" loadFunFact={loadFunFact} />
    ),
  },
};
