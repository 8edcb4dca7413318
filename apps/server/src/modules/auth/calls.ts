import { defineHandlers } from '../../calls/types.js';
import { addUser, changePassword, resetPassword } from './account-service.js';
import { checkSession, login, logout, renew } from './service.js';

export const authHandlers = defineHandlers({
  login: (ctx, req) => login(ctx, req, ctx.ip),
  renewsession: (ctx, req) => renew(ctx, req.renewaltoken),
  checksession: (ctx) => checkSession(ctx, ctx.sessionHash!),
  logout: (ctx) => logout(ctx, ctx.sessionHash!),
  resetpassword: (ctx, req) => resetPassword(ctx, req.username),
  adduser: (ctx, req) => addUser(ctx, ctx.user!, req),
  changepassword: (ctx, req) => changePassword(ctx, ctx.user!.username, ctx.sessionHash!, req.oldpassword, req.newpassword),
});
