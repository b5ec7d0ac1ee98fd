import { parseIpuz } from '../../../../shared/builder/ipuz';
import { parsePuz, type ImportResult } from '../../../../shared/builder/puz';

/** A .puz or .ipuz file from the admin's disk, read by the shared parsers. */
export async function readCrosswordFile(file: File): Promise<ImportResult> {
  if (/\.ipuz$/i.test(file.name)) return parseIpuz(await file.text());
  if (/\.puz$/i.test(file.name)) return parsePuz(new Uint8Array(await file.arrayBuffer()));
  return { ok: false, message: 'Choose a .puz or .ipuz file.' };
}
