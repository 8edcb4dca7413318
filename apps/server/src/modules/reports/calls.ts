import { defineHandlers } from '../../calls/types.js';
import { getReport, reportFile, reportStatus } from './service.js';

export const reportHandlers = defineHandlers({
  getreport: (ctx, req) => getReport(ctx, req),
  getreportstatus: (ctx, req) => reportStatus(ctx, req.filename),
  getreportfile: (ctx, req) => reportFile(ctx, req.filename),
});
