import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A per-game fact lives in its game's folders (docs/decisions/020): outside them, nothing
 * compares a value with a game id ('mini', 'medical', 'medword', 'medle', 'medmatch'), in
 * `===`/`!==`/`==`/`!=`, a `case`, or an `[…ids].includes(x)`. Read the fact from the game's
 * definition (src/shared/play/game-registry.ts) or its admin tools (src/shared/admin/
 * admin-registry.ts) instead, or move the code into the game's folder.
 *
 * Allowed: the game folders (src/shared/<game>/, src/server/features/<game>/,
 * src/client/features/<game>/ with <game> one of crossword, medword, medle, medmatch) and test
 * code (*.test.ts(x), src/server/test/, test-support/, e2e/, bench/, scripts/, cluster/).
 */

const root = process.cwd();
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

let ids;
/** The ids, read from GAME_IDS itself so that a new game is covered the day it is listed. */
function gameIds() {
  if (ids) return ids;
  const file = new URL('../src/shared/play/games.ts', import.meta.url);
  const list = /export const GAME_IDS = \[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1];
  const found = [...(list ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (found.length === 0) throw new Error('no-game-id-branches: GAME_IDS not found in games.ts');
  ids = new Set(found);
  return ids;
}

const GAME_FOLDERS = '(crossword|medword|medle|medmatch)';
const ALLOWED = [
  new RegExp(`^src/shared/${GAME_FOLDERS}/`),
  new RegExp(`^src/server/features/${GAME_FOLDERS}/`),
  new RegExp(`^src/client/features/${GAME_FOLDERS}/`),
  /\.test\.tsx?$/,
  /^src\/server\/test\//,
  /^(test-support|e2e|bench|scripts|cluster)\//,
];

const isAllowed = (file) => ALLOWED.some((re) => re.test(rel(file)));

const COMPARISONS = new Set(['===', '!==', '==', '!=']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'refuse comparisons with a game id outside the game folders' },
    schema: [],
    messages: {
      compared:
        "'{{id}}' is a game id: outside its game's folders, read the fact from the game's definition (src/shared/play/game-registry.ts) or its admin tools, or move the code into the game's folder (docs/decisions/020)",
    },
  },
  create(context) {
    if (isAllowed(context.filename)) return {};
    const known = gameIds();
    const gameId = (node) =>
      node?.type === 'Literal' && typeof node.value === 'string' && known.has(node.value)
        ? node.value
        : null;
    const report = (node, id) => context.report({ node, messageId: 'compared', data: { id } });
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        const id = gameId(node.left) ?? gameId(node.right);
        if (id) report(node, id);
      },
      SwitchCase(node) {
        const id = gameId(node.test);
        if (id) report(node.test, id);
      },
      // ['mini', 'medical'].includes(game): the same comparison, spelt as a list
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.object.type !== 'ArrayExpression') return;
        if (callee.property.type !== 'Identifier' || callee.property.name !== 'includes') return;
        const id = callee.object.elements.map(gameId).find(Boolean);
        if (id) report(node, id);
      },
    };
  },
};
