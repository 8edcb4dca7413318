import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/** A CSV field as spreadsheets read it: quoted when it holds a comma, quote or line break; no formula starts. */
export function csvField(v: string | number) {
  let s = String(v);
  if (/^[=+\-@]/.test(s) && typeof v === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (values: (string | number)[]) => `${values.map(csvField).join(',')}\r\n`;

/** A CSV file written batch by batch; waits when the disk is behind, so memory holds one batch at most. */
export function csvFile(file: string) {
  const out = createWriteStream(file);
  // A byte-order mark: spreadsheet programs then read the file as UTF-8 (store and product names).
  out.write('\uFEFF');
  return {
    async write(lines: string) {
      if (!out.write(lines)) await once(out, 'drain');
    },
    async close() {
      out.end();
      await finished(out);
    },
  };
}
