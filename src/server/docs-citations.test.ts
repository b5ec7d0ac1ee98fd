import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (issue 28): every place the code and the docs cite in docs/
 * exists. A comment's `docs/product.md#medword-scoring` must name a file of docs/ and one of its
 * headings (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens); so must a
 * link between the docs, `[…](architecture.md#the-play-engine)` or `[…](#fair-play)`.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = ['src', 'e2e', 'scripts', 'bench', 'cluster', 'test-support', 'eslint-rules'];
const TEXT = /\.(ts|tsx|js|mjs|css|md)$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full);
    return TEXT.test(name) ? [full] : [];
  });
}

const rootFiles = readdirSync(ROOT)
  .filter((name) => TEXT.test(name))
  .map((name) => path.join(ROOT, name));
const docs = filesUnder(path.join(ROOT, 'docs'));
const sources = [...SCANNED.flatMap((dir) => filesUnder(path.join(ROOT, dir))), ...rootFiles];

/** GitHub's anchor of a heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = new Set();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const heading = fenced ? null : /^#{1,6}\s+(.+)$/.exec(line);
      if (heading?.[1]) anchors.add(anchorOf(heading[1]));
    }
    anchorCache.set(file, anchors);
  }
  return anchors;
}

interface Citation {
  from: string;
  target: string;
  anchor: string | null;
}

function citations(): Citation[] {
  const found: Citation[] = [];
  for (const file of [...sources, ...docs]) {
    const text = readFileSync(file, 'utf8');
    const from = path.relative(ROOT, file);
    for (const m of text.matchAll(/\bdocs\/([\w/-]+\.md)(?:#([\w-]+))?/g)) {
      if (m[1]?.includes('NNN')) continue; // a template's placeholder: docs/decisions/NNN-title.md
      found.push({ from, target: path.join(ROOT, 'docs', m[1] ?? ''), anchor: m[2] ?? null });
    }
    if (!file.endsWith('.md')) continue;
    // Markdown links, relative to the file: [text](other.md#anchor), [text](#anchor).
    for (const m of text.matchAll(/\]\(((?:[\w./-]+\.md)?)(?:#([\w-]+))?\)/g)) {
      if ((!m[1] && !m[2]) || m[1]?.includes('NNN')) continue;
      const target = m[1] ? path.resolve(path.dirname(file), m[1]) : file;
      found.push({ from, target, anchor: m[2] ?? null });
    }
  }
  return found;
}

describe('citations of docs/', () => {
  const all = citations();

  it('finds the citations to check', () => {
    expect(all.filter((c) => c.anchor !== null).length).toBeGreaterThan(100);
  });

  it('names files that exist and headings they have', () => {
    const broken = all
      .filter((c) => !existsSync(c.target) || (c.anchor && !anchorsOf(c.target).has(c.anchor)))
      .map((c) => `${c.from}: ${path.relative(ROOT, c.target)}${c.anchor ? `#${c.anchor}` : ''}`);
    expect(broken).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Mini and Medical Crosswords')).toBe('mini-and-medical-crosswords');
    expect(anchorOf("The player's day, and `today`!")).toBe('the-players-day-and-today');
  });
});
