import type { ComponentType } from 'react';
import type { GameId } from '../../../shared/play/games';
import { MedicalIcon, MiniIcon } from '../../features/crossword/icons';
import { MedleIcon } from '../../features/medle/icon';
import { MedmatchIcon } from '../../features/medmatch/icon';
import { MedwordIcon } from '../../features/medword/icon';

/**
 * The client's per-game registry, the part every page may load (docs/decisions/020): each game's
 * picture, from its own folder. The compiler checks that every game has one, under its id.
 */
export const GAME_ICONS: { readonly [G in GameId]: ComponentType } = {
  mini: MiniIcon,
  medical: MedicalIcon,
  medword: MedwordIcon,
  medle: MedleIcon,
  medmatch: MedmatchIcon,
};
