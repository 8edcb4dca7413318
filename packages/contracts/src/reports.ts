/**
 * Reports (back office 2.8, 5.5, 7 and 9): the one catalogue of reports both sides read, and getreport's shapes.
 * A report's PDF sums its rows; its CSV extract (getreport with extractid = the report's id) lists the rows the
 * sums are made of, one per order, order store or ledger movement (docs/decisions/0100).
 */
import { z } from 'zod';
import { text, yn } from './common.js';
import { reportTexts } from './report-catalogue.js';

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
