/**
 * Reports (back office 2.8, 5.5, 7 and 9): the one catalogue of reports both sides read, and getreport's shapes.
 * A report's PDF sums its rows; its CSV extract (getreport with extractid = the report's id) lists the rows the
 * sums are made of, one per order, order store or ledger movement (docs/decisions/0100).
 */
import { z } from 'zod';
import { scopedAnyOf } from './access.js';
import { text, yn, type YN } from './common.js';

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

/** yyyymmdd (section 9), a real calendar day. */
const yyyymmdd = text()
  .trim()
  .regex(/^\d{8}$/, 'must be a date written yyyymmdd.')
  .refine((s) => {
    const d = new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10).replaceAll('-', '') === s;
  }, 'must be a real calendar date written yyyymmdd.');

const orderIdText = text().trim().min(1, reportTexts.orderIdRequired).max(40, reportTexts.orderIdRequired);

/**
 * getreport: {reportid, startorderid, endorderid}, {reportid, startdate, enddate} or {extractid, startdate,
 * enddate}; which fields a report needs comes from the catalogue (checked by the server, messages above).
 */
export const getReportRequest = z
  .object({
    reportid: z.number().int().positive().optional(),
    extractid: z.number().int().positive().optional(),
    startorderid: orderIdText.optional(),
    endorderid: orderIdText.optional(),
    startdate: yyyymmdd.optional(),
    enddate: yyyymmdd.optional(),
    headerTitle: text().trim().max(80).optional(),
  })
  .refine((r) => (r.reportid === undefined) !== (r.extractid === undefined), { message: 'Name one reportid or one extractid.', path: ['reportid'] });
export type GetReportRequest = z.infer<typeof getReportRequest>;

export const reportStates = ['building', 'ready', 'failed'] as const;

/** getreport's answer: the file's name; `ready` N while it builds (poll getreportstatus). */
export const reportFileData = z.object({ filename: z.string(), ready: yn.optional(), progress: z.number().optional() });

export const reportFileRequest = z.object({ filename: text().trim().min(1, 'filename is required.').max(120) });

export const reportStatusData = z.object({
  filename: z.string(),
  state: z.enum(reportStates),
  /** 0 to 100. */
  progress: z.number(),
  rows: z.number(),
  message: z.string(),
});
