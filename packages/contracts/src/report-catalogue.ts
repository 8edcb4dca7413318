/**
 * The one catalogue of reports (back office 2.8, 3 and 6), zod-free so the web reads it too: ids, names, which
 * parameters each takes, who runs them. getreport's shapes are in reports.ts.
 */
import { scopedAnyOf } from './access.js';
import type { YN } from './enums.js';

/** The report of receipts by order id: reportid 19 with a start and end order id (5.5). */
export const RECEIPT_REPORT_ID = 19;

export interface ReportEntry {
  reportid: number;
  reportname: string;
  /** The report's name in file names and the benchmark's lines. */
  key: string;
  params: 'date' | 'orderid' | 'none';
  /** Only lounge operators run it (the receipts cover whole orders collected at the lounge). */
  loungeOnly?: boolean;
  /** Has a CSV extract of the same rows. */
  extract: boolean;
}

export const reportCatalogue: readonly ReportEntry[] = [
  { reportid: 1, reportname: 'Sales by Day and Store', key: 'sales-by-day', params: 'date', extract: true },
  { reportid: 2, reportname: 'Orders by Status', key: 'orders-by-status', params: 'date', extract: true },
  { reportid: 3, reportname: 'Payments and Refunds', key: 'payments', params: 'date', extract: true },
  { reportid: 4, reportname: 'Walk-in Sales', key: 'walk-in-sales', params: 'date', extract: true },
  { reportid: 5, reportname: 'Cancellations and Returns', key: 'cancellations', params: 'date', extract: true },
  { reportid: 6, reportname: 'Stock on Hand', key: 'stock-on-hand', params: 'none', extract: true },
  { reportid: RECEIPT_REPORT_ID, reportname: 'Order Receipts', key: 'receipts', params: 'orderid', loungeOnly: true, extract: false },
];

export const reportOf = (id: number) => reportCatalogue.find((r) => r.reportid === id);

/** Who runs reports: report agents, and the lounge's supervisors (back office section 6). */
export const reportPeople = scopedAnyOf({ roles: ['vendor', 'loungeoperator'], flags: ['reportagent'] }, { roles: ['loungeoperator'], flags: ['supervisor'] });

const flag = (b: boolean): YN => (b ? 'Y' : 'N');

/** The login details' reports list (section 3) for a user: the catalogue entries the user may run. */
export function reportsFor(who: { loungeoperator: boolean }) {
  return reportCatalogue
    .filter((r) => who.loungeoperator || !r.loungeOnly)
    .map((r) => ({ reportid: r.reportid, reportname: r.reportname, dateparameters: flag(r.params === 'date'), orderidparameters: flag(r.params === 'orderid') }));
}

export const reportTexts = {
  orderIdRequired: 'Enter valid Order ID',
  dateRequired: 'Choose a FROM and a TO date.',
  dateOrder: 'TO may not be before FROM.',
  dateFuture: 'Dates may not be after today.',
  unknownReport: 'This report is not available here.',
  noExtract: 'This report has no extract.',
  building: 'Building report...',
} as const;

