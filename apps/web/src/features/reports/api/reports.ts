import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { getFile } from '../../../lib/get-file';

/** getreport: starts the report (or extract) and answers its file name, ready or still building. */
export const getReport = (request: CallRequest<'getreport'>): Promise<CallData<'getreport'>> => call('getreport', request);

/** getreportstatus: how far the report has come. */
export const getReportStatus = (filename: string): Promise<CallData<'getreportstatus'>> => call('getreportstatus', { filename });

/** getreportfile: the finished PDF or CSV. */
export const getReportFile = (filename: string): Promise<Blob> => getFile('getreportfile', { filename });
