import { parseIpuz } from '../../../../shared/builder/ipuz';
import { parsePuz, type ImportResult } from '../../../../shared/builder/puz';
import type { CrosswordFile } from '../../../../shared/builder/export';

/** A .puz or .ipuz file from the admin's disk, read by the shared parsers. */
export async function readCrosswordFile(file: File): Promise<ImportResult> {
  if (/\.ipuz$/i.test(file.name)) return parseIpuz(await file.text());
  if (/\.puz$/i.test(file.name)) return parsePuz(new Uint8Array(await file.arrayBuffer()));
  return { ok: false, message: 'Choose a .puz or .ipuz file.' };
}

/** Saves a file written in the browser to the admin's disk (a download). */
export function downloadFile(file: CrosswordFile): void {
  const data = typeof file.data === 'string' ? file.data : new Uint8Array(file.data);
  const url = URL.createObjectURL(new Blob([data], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled; the URL is freed after it
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
