import { defineHandlers, type CallContext } from '../../calls/types.js';
import { getVendorMasters, getVendors, updateVendor, updateVendorMaster } from './service.js';

const author = (ctx: CallContext) => ({ who: ctx.user!.username, at: ctx.clock.now() });

export const vendorHandlers = defineHandlers({
  getvendor: (ctx) => getVendors(ctx.db),
  getvendormaster: (ctx) => getVendorMasters(ctx.db),
  updatevendor: (ctx, req) => updateVendor(ctx.db, author(ctx), req),
  updatevendormaster: (ctx, req) => updateVendorMaster(ctx.db, author(ctx), req),
});
