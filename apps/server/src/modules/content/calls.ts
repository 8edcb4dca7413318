import { defineHandlers } from '../../calls/types.js';
import { getDocument, getMarkets } from './service.js';

export const contentHandlers = defineHandlers({
  getdocument: (ctx, req) => getDocument(ctx.db, req.document),
  getmarkets: (ctx) => getMarkets(ctx.db),
});
