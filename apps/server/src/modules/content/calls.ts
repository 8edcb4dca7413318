import { defineHandlers } from '../../calls/types.js';
import { getDocument } from './service.js';

export const contentHandlers = defineHandlers({
  getdocument: (ctx, req) => getDocument(ctx.db, req.document),
});
