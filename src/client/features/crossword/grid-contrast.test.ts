import { describe, expect, it } from 'vitest';
import tokensCss from '../../ui/tokens.css?raw';
import crosswordCss from './crossword.css?raw';

/**
 * A crossword's white squares and its blocks must be told apart at a glance: a contrast ratio of
 * at least 3:1 (WCAG 1.4.11, non-text contrast) in light, dark and high contrast (issue 29). The
 * colours are read from the stylesheets themselves (tokens.css, then crossword.css), cascaded for
 * each way a page can be shown, so a badly changed colour fails here.
 */

interface Scene {
  scheme: 'light' | 'dark';
  theme: 'none' | 'light' | 'dark';
  contrast: 'normal' | 'more';
}

interface Rule {
  media: string[];
  selector: string;
  decls: Map<string, string>;
}

/** The rules of a stylesheet with their enclosing @media conditions (nesting of one level). */
function rules(css: string): Rule[] {
  const out: Rule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      stack.push(text.slice(start, i).trim());
      start = i + 1;
    } else if (ch === '}') {
      const body = text.slice(start, i);
      const selector = stack.pop() ?? '';
      if (!selector.startsWith('@')) {
        const decls = new Map<string, string>();
        for (const d of body.split(';')) {
          const m = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(d);
          if (m) decls.set(m[1]!, m[2]!);
        }
        out.push({ media: stack.filter((s) => s.startsWith('@media')), selector, decls });
      }
      start = i + 1;
    }
  }
  return out;
}

function mediaMatches(media: string, s: Scene): boolean {
  const features = [...media.matchAll(/\(([\w-]+):\s*([\w-]+)\)/g)];
  return features.every(([, name, value]) => {
    if (name === 'prefers-color-scheme') return value === s.scheme;
    if (name === 'prefers-contrast') return value === s.contrast;
    return false; // forced colours, widths…: not the scenes read here
  });
}

/** Whether a `:root…` selector matches the page, and its specificity (attribute tests count). */
function selectorMatch(selector: string, s: Scene): number | null {
  const root = selector.split(',').map((x) => x.trim());
  let best: number | null = null;
  for (const sel of root) {
    if (!sel.startsWith(':root')) continue;
    const not = /:not\(\[data-theme='(\w+)'\]\)/.exec(sel);
    const is = /^:root\[data-theme='(\w+)'\]/.exec(sel);
    if (not && s.theme === not[1]) continue;
    if (is && s.theme !== is[1]) continue;
    if (/\s/.test(sel.replace(/\[[^\]]*\]|\([^)]*\)/g, ''))) continue; // a descendant: not :root
    const spec = 1 + (sel.match(/\[/g)?.length ?? 0);
    best = Math.max(best ?? 0, spec);
  }
  return best;
}

/** The custom property's value on :root in this scene, var() references resolved. */
function customProperty(all: Rule[], name: string, s: Scene): string {
  let value: string | null = null;
  let spec = -1;
  for (const r of all) {
    if (!r.decls.has(name) || !r.media.every((m) => mediaMatches(m, s))) continue;
    const match = selectorMatch(r.selector, s);
    if (match !== null && match >= spec) [value, spec] = [r.decls.get(name)!, match];
  }
  if (value === null) throw new Error(`${name} is not set`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  return ref ? customProperty(all, ref[1]!, s) : value;
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SCENES: Scene[] = (['light', 'dark'] as const).flatMap((scheme) =>
  (['none', 'light', 'dark'] as const).flatMap((theme) =>
    (['normal', 'more'] as const).map((c) => ({ scheme, theme, contrast: c })),
  ),
);
const ALL = [...rules(tokensCss), ...rules(crosswordCss)];

describe('crossword grid contrast', () => {
  it('reads the colours a page shows: light by default, dark by preference or by choice', () => {
    const light: Scene = { scheme: 'light', theme: 'none', contrast: 'normal' };
    expect(customProperty(ALL, '--cw-cell', light)).toBe('#ffffff');
    const chosen: Scene = { scheme: 'light', theme: 'dark', contrast: 'normal' };
    const preferred: Scene = { scheme: 'dark', theme: 'none', contrast: 'normal' };
    expect(customProperty(ALL, '--cw-cell', chosen)).toBe(
      customProperty(ALL, '--cw-cell', preferred),
    );
    expect(customProperty(ALL, '--cw-cell', chosen)).not.toBe('#ffffff');
  });

  it.each(SCENES)(
    'a square and a block differ by at least 3:1 ($scheme scheme, theme $theme, contrast $contrast)',
    (scene) => {
      const cell = customProperty(ALL, '--cw-cell', scene);
      const block = customProperty(ALL, '--cw-block', scene);
      expect(contrast(cell, block), `${cell} against ${block}`).toBeGreaterThanOrEqual(3);
      // the selected word and the cursor's square stand apart from a block too
      for (const name of ['--cw-word', '--cw-active']) {
        const square = customProperty(ALL, name, scene);
        expect(contrast(square, block), `${name} ${square}`).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
