import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.js';
import { csvFile, csvLine } from './csv-writer.js';
import { rowsOf, type ReportKind, type ReportRange, type ReportScope } from './kind.js';
import { writeReportPdf, type PdfHeading } from './pdf-writer.js';
import { updateReportFile } from './repo.js';

export type BuildDeps = Pick<Deps, 'db' | 'config' | 'log' | 'clock'>;

export interface ReportJob {
  filename: string;
  format: 'pdf' | 'csv';
  scope: ReportScope;
  range: ReportRange;
  heading: PdfHeading;
}

export const reportPath = (deps: Pick<Deps, 'config'>, filename: string) => path.join(deps.config.reportsDir, path.basename(filename));

const PROGRESS_EVERY_MS = 300;

/**
 * Reads the report's rows batch by batch and either writes each batch to the CSV or adds it to the sums the PDF
 * prints; records its progress as it goes. Memory holds one batch and the sums, whatever the number of orders.
 */
export async function buildReport<R>(deps: BuildDeps, kind: ReportKind<R>, job: ReportJob) {
  const now = () => deps.clock.now();
  await mkdir(deps.config.reportsDir, { recursive: true });
  const file = reportPath(deps, job.filename);
  try {
    const total = await kind.count(deps.db, job.scope, job.range);
    const csv = job.format === 'csv' ? csvFile(file) : null;
    if (csv) await csv.write(csvLine(kind.csvHeader));
    const summer = kind.summer();
    let [done, told] = [0, Date.now()];
    for await (const batch of rowsOf(deps.db, kind, job.scope, job.range)) {
      if (csv) await csv.write(batch.map((r) => csvLine(kind.csvRow(r))).join(''));
      else for (const r of batch) summer.add(r);
      done += batch.length;
      if (Date.now() - told > PROGRESS_EVERY_MS) {
        told = Date.now();
        await updateReportFile(deps.db, job.filename, { progress: Math.min(99, Math.floor((done / Math.max(1, total)) * 100)), rows: done }, now());
      }
    }
    if (csv) await csv.close();
    else await writeReportPdf(file, job.heading, summer.result());
    await updateReportFile(deps.db, job.filename, { state: 'ready', progress: 100, rows: done }, now());
  } catch (err) {
    deps.log.error({ err, filename: job.filename }, 'report failed');
    await updateReportFile(deps.db, job.filename, { state: 'failed', message: 'The report could not be built. Please try again.' }, now()).catch(() => undefined);
  }
}
