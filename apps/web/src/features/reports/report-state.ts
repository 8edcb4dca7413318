import type { YN } from '@shop/contracts/common';

/** What /reports/runreport receives from a report card (back office 2.8). */
export interface RunReportState {
  headerTitle: string;
  reportid: number;
  dateparameters: YN;
  orderidparameters: YN;
}

/** What /reports/reportdetail receives: the file to show and its title. */
export interface ReportDetailState {
  headerTitle: string;
  filename: string;
}

const isObject = (s: unknown): s is Record<string, unknown> => typeof s === 'object' && s !== null;
export const isRunReportState = (s: unknown): s is RunReportState => isObject(s) && typeof s.reportid === 'number' && typeof s.headerTitle === 'string';
export const isReportDetailState = (s: unknown): s is ReportDetailState => isObject(s) && typeof s.filename === 'string' && typeof s.headerTitle === 'string';

/** yyyymmdd (section 9) from an input's yyyy-mm-dd. */
export const yyyymmdd = (isoDate: string) => isoDate.replaceAll('-', '');
