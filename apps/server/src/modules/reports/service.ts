import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { reportOf, reportTexts, RECEIPT_REPORT_ID } from '@shop/contracts/report-catalogue';
import type { GetReportRequest } from '@shop/contracts/reports';
import { Status } from '@shop/contracts/status';
import type { CallContext } from '../../calls/types.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import {airportDateTime} from '@shop/contracts/airport-time';
import { receiptReport, readReceipt } from '../counter/receipt-calls.js';
import { SHOP_NAME } from '../receipts/receipt-service.js';
import { buildReport, reportPath } from './build.js';
import { reportKinds } from './kinds.js';
import { dateRange, orderIdRange } from './params.js';
import { findOwnReportFile, findReportFile, insertReportFile, updateReportFile } from './repo.js';
import { scopeOf } from './scope.js';

/** How long getreport waits for a report before answering with its name to poll (small ones are ready by then). */
const WAIT_MS = 1500;

const userOf = (ctx: CallContext) => ctx.user ?? (() => { throw sessionExpired(); })();
const notFound = (filename: string) => new AppError(Status.NOT_FOUND, `The report ${filename} was not found.`);

/**
 * getreport: checks the report's parameters against the catalogue, then builds the PDF (reportid) or the CSV
 * extract (extractid) in the background, scoped to the caller's store or lounge; answers its file name.
 */
export async function getReport(ctx: CallContext, req: GetReportRequest) {
  const user = userOf(ctx);
  const id = (req.reportid ?? req.extractid)!;
  const entry = reportOf(id);
  const kind = reportKinds[id];
  if (id === RECEIPT_REPORT_ID && req.reportid) return { filename: await receiptReport(ctx, ...orderIdRange(req.startorderid, req.endorderid)), ready: 'Y' as const, progress: 100 };
  if (entry && req.extractid && !entry.extract) throw new AppError(Status.INVALID_REQUEST, reportTexts.noExtract);
  if (!entry || !kind) throw new AppError(Status.INVALID_REQUEST, reportTexts.unknownReport);
  const now = ctx.clock.now();
  const range = dateRange(entry, req.startdate, req.enddate, now);
  const scope = await scopeOf(ctx.db, user);
  const format = req.extractid ? 'csv' : 'pdf';
  const filename = `${entry.key}-${randomBytes(16).toString('hex')}.${format}`;
  await insertReportFile(ctx.db, { filename, username: user.username, reportid: id, format }, now);
  const heading = { shop: SHOP_NAME, title: req.headerTitle || entry.reportname, lines: [scope.name, range.label, `Made ${airportDateTime(now)} by ${user.username}`] };
  const build = buildReport(ctx, kind, { filename, format, scope, range, heading });
  await Promise.race([build, delay(WAIT_MS)]);
  const row = (await findReportFile(ctx.db, filename))!;
  if (row.state === 'failed') throw new AppError(Status.CONFLICT, row.message);
  return { filename, ready: row.state === 'ready' ? ('Y' as const) : ('N' as const), progress: row.progress };
}

/** A build writes its progress at least every batch; one silent this long has stopped. */
export const STALLED_MS = 60_000;

/** getreportstatus: how far the caller's own report has come. */
export async function reportStatus(ctx: CallContext, filename: string) {
  const row = await findOwnReportFile(ctx.db, filename, userOf(ctx).username);
  if (!row && !(await findReportFile(ctx.db, filename))) {
    // The receipt report (19) is a receipt file, ready when made; readReceipt refuses whoever may not see it.
    await readReceipt(ctx, filename);
    return { filename, state: 'ready' as const, progress: 100, rows: 0, message: '' };
  }
  if (!row) throw notFound(filename);
  const now = ctx.clock.now();
  if (row.state === 'building' && now.getTime() - row.updatedAt.getTime() > STALLED_MS) {
    // The process building it stopped (a restart, a crash): say so instead of building forever.
    const message = 'The report could not be built. Please try again.';
    await updateReportFile(ctx.db, filename, { state: 'failed', message }, now);
    return { filename, state: 'failed' as const, progress: row.progress, rows: row.rows, message };
  }
  return { filename, state: row.state, progress: row.progress, rows: row.rows, message: row.message };
}

/** getreportfile: the bytes of a finished report, only to the user who asked for it; receipt reports by order. */
export async function reportFile(ctx: CallContext, filename: string) {
  const user = userOf(ctx);
  const row = await findReportFile(ctx.db, filename);
  if (!row) return readReceipt(ctx, filename);
  if (row.username !== user.username) throw notFound(filename);
  if (row.state !== 'ready') throw new AppError(Status.CONFLICT, row.state === 'failed' ? row.message : reportTexts.building);
  const bytes = await readFile(reportPath(ctx, filename)).catch(() => {
    throw notFound(filename);
  });
  return {
    contentType: row.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    filename: `${filename.replace(/-[0-9a-f]{32}/, '')}`,
    bytes: new Uint8Array(bytes),
  };
}
