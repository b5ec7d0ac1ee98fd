import path from 'node:path';

/**
 * One-way imports (docs/architecture.md#one-way-imports), checked on resolved paths so relative
 * imports of any depth are caught:
 *   - src/shared imports only src/shared;
 *   - src/client and src/server never import each other;
 *   - a client feature (src/client/features/<name>) imports no other feature and not the app
 *     layer; src/client/play (the play core every game builds on) imports no feature and not
 *     the app layer; src/client/ui (the design system) imports no feature, not the play layer
 *     and not the app layer.
 */
const root = process.cwd();
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

function layerOf(file) {
  const f = rel(file);
  if (f.startsWith('src/shared/')) return { layer: 'shared' };
  if (f.startsWith('src/server/')) return { layer: 'server' };
  if (f.startsWith('src/client/')) {
    const feature = /^src\/client\/features\/([^/]+)\//.exec(f)?.[1];
    if (feature) return { layer: 'client', part: 'feature', feature };
    if (f.startsWith('src/client/ui/')) return { layer: 'client', part: 'ui' };
    if (f.startsWith('src/client/play/')) return { layer: 'client', part: 'play' };
    if (f.startsWith('src/client/app/')) return { layer: 'client', part: 'app' };
    return { layer: 'client', part: 'root' };
  }
  return null;
}

function violation(from, to) {
  if (!from || !to) return null;
  if (from.layer === 'shared' && to.layer !== 'shared')
    return 'src/shared is pure: it imports only src/shared';
  if (from.layer === 'client' && to.layer === 'server')
    return 'client code must not import server code';
  if (from.layer === 'server' && to.layer === 'client')
    return 'server code must not import client code';
  if (from.layer !== 'client' || to.layer !== 'client') return null;
  if (from.part === 'feature' && to.part === 'feature' && from.feature !== to.feature) {
    return `client features must not import each other (${from.feature} -> ${to.feature}); compose them in src/client/app`;
  }
  if ((from.part === 'feature' || from.part === 'ui' || from.part === 'play') && to.part === 'app')
    return 'features, play and ui must not import the app layer';
  if (from.part === 'ui' && to.part === 'feature') return 'src/client/ui must not import features';
  if (from.part === 'ui' && to.part === 'play')
    return 'src/client/ui is the design system: it must not import the play layer';
  if (from.part === 'play' && to.part === 'feature')
    return 'src/client/play is what games build on: it must not import a game (feature)';
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'enforce one-way imports between layers' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = violation(layerOf(file), layerOf(path.resolve(path.dirname(file), source)));
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
