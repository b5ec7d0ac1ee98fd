// Writes src/server/features/decks/fixtures/anki21b-zstd.apkg: a current Anki export whose
// collection.anki21b is truly zstd-compressed (by the zstd tool, `apt-get install zstd`), so the
// .apkg reader's tests cover real compressed blocks, not only the raw ones the tests write
// themselves. Run `npx tsx scripts/deck-fixtures.ts` after changing SAMPLE_NOTES.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { currentApkg, SAMPLE_NOTES } from '../src/server/features/decks/apkg-test-files.js';

const out = new URL('../src/server/features/decks/fixtures/anki21b-zstd.apkg', import.meta.url);
const zstd = (data: Uint8Array) => execFileSync('zstd', ['-q', '-19', '-c'], { input: data });
const file = currentApkg(SAMPLE_NOTES, zstd);
writeFileSync(out, file);
console.log(`${out.pathname}: ${file.length} bytes`);
