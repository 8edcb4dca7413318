import { defineHandlers } from '../../calls/types.js';
import { editUser, getUsers } from './service.js';

export const userHandlers = defineHandlers({
  getusers: (ctx, req) => getUsers(ctx, ctx.user!, req),
  edituser: (ctx, req) => editUser(ctx, ctx.user!, ctx.sessionHash!, req),
});
