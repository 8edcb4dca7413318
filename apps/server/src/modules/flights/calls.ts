import type { Role } from '@shop/contracts/access';
import { defineHandlers } from '../../calls/types.js';
import { getSchedule, toEntry, validFlight } from './service.js';

const who = (ctx: { user: { roles: Role[] } | null }) => ({ roles: ctx.user?.roles ?? [] });

export const flightHandlers = defineHandlers({
  getschedule: (ctx, req) => getSchedule(ctx, who(ctx), req.airportid, req.direction, req.traveldate),
  validatescheduleid: async (ctx, req) => {
    const f = await validFlight(ctx, who(ctx), req.direction, req.scheduleid);
    return { ...toEntry(f), airportid: f.airportid, direction: f.direction };
  },
  getmarkets: (ctx) => ctx.flights.markets(),
});
