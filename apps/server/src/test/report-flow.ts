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

export const cents = (rows: Record<string, string>[], key: string) => rows.reduce((a, r) => a + Math.round(Number(r[key]) * 100), 0);
