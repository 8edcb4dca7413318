import { reportTexts, type ReportEntry } from '@shop/contracts/report-catalogue';
import { Status } from '@shop/contracts/status';
import { AppError } from '../../lib/app-error.js';
import {addDays, airportDate, airportInstant} from '@shop/contracts/airport-time';
import type { ReportRange } from './kind.js';

const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const invalid = (message: string) => new AppError(Status.INVALID_REQUEST, message);

/** The airport-local days FROM..TO (yyyymmdd) as instants; TO not before FROM, neither after today. */
export function dateRange(entry: ReportEntry, startdate: string | undefined, enddate: string | undefined, now: Date): ReportRange {
  if (entry.params !== 'date') return { from: new Date(0), to: now, label: `On ${airportDate(now)}` };
  if (!startdate || !enddate) throw invalid(reportTexts.dateRequired);
  const [from, to] = [iso(startdate), iso(enddate)];
  if (to < from) throw invalid(reportTexts.dateOrder);
  if (to > airportDate(now)) throw invalid(reportTexts.dateFuture);
  return { from: airportInstant(from, '00:00'), to: airportInstant(addDays(to, 1), '00:00'), label: `From ${from} to ${to}` };
}

/** Both order ids, in order (5.5: both are required). */
export function orderIdRange(startorderid: string | undefined, endorderid: string | undefined) {
  if (!startorderid || !endorderid) throw invalid(reportTexts.orderIdRequired);
  return [startorderid, endorderid].sort() as [string, string];
}
