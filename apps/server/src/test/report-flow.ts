import { inflateSync } from 'node:zlib';
import type { Session, TestShop } from './harness.js';
import {airportDate} from '@shop/contracts/airport-time';

export const ymd = (d: Date) => airportDate(d).replaceAll('-', '');
export const today = () => ymd(new Date());
export const daysAgo = (n: number) => ymd(new Date(Date.now() - n * 86_400_000));

/** getreport, then getreportstatus until the file is ready; answers the envelope of getreport and the file name. */
export async function runReport(shop: TestShop, request: Record<string, unknown>, s: Session) {
  const res = await shop.call('getreport', request, s);
  if (res.status !== 0) return { res, filename: '' };
  for (let i = 0; i < 200 && res.data.ready === 'N'; i++) {
    const st = await shop.call('getreportstatus', { filename: res.data.filename }, s);
    if (st.data?.state !== 'building') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { res, filename: res.data.filename as string };
}

export const fetchReport = (shop: TestShop, filename: string, s: Session) =>
  shop.app.inject({ method: 'POST', url: '/api/getreportfile', payload: { username: s.username, sessionid: s.sessionid, failstatus: 0, request: { filename } } });

/** The CSV's rows as objects by header (the files are simple: no quoted commas in the columns summed). */
export function parseCsv(text: string) {
  const [head, ...lines] = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  const keys = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i], v])) as Record<string, string>);
}

export const cents = (rows: Record<string, string>[], key: string) => rows.reduce((a, r) => a + Math.round(Number(r[key]) * 100), 0);

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
