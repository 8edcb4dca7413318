import { defineHandlers } from '../../calls/types.js';
import { sessionExpired } from '../../lib/app-error.js';
import { ageCheckFor } from './service.js';

export const ageCheckHandlers = defineHandlers({
  getagecheck: async (ctx, req) => {
    if (!ctx.user) throw sessionExpired();
    return ageCheckFor(ctx.db, ctx.user.username, req.productids);
  },
});
