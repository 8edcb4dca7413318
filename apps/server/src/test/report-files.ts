import { inflateSync } from 'node:zlib';

// Reading report files back, with nothing of the server: the call tests and the browser tests share these.

/** The CSV's rows as objects by header (the files are simple: no quoted commas in the columns summed). */
export function parseCsv(text: string) {
  const [head, ...lines] = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  const keys = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i], v])) as Record<string, string>);
}

/**
 * The text pieces of a report PDF in the order drawn: pdfkit draws each cell with one TJ of hex strings inside
 * deflated content streams, so inflating them and joining each TJ's strings gives the cells back.
 */
export function pdfCells(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const cells: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      cells.push([...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return cells;
}
