import { defineHandlers } from '../../calls/types.js';
import { historyFor } from './service.js';

export const auditHandlers = defineHandlers({
  gethistory: async (ctx, req) => ({ history: await historyFor(ctx, req.entity, req.entityid) }),
});
