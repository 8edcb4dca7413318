import { defineHandlers } from '../../calls/types.js';
import { changePassword, resetPassword, signUp } from './account-service.js';
import { checkSession, login, logout, renew } from './service.js';

export const authHandlers = defineHandlers({
  login: (ctx, req) => login(ctx.db, req, ctx.ip),
  renewsession: (ctx, req) => renew(ctx.db, ctx.sessions, req.renewaltoken),
  checksession: (ctx) => checkSession(ctx.db, ctx.sessionHash!),
  logout: (ctx) => logout(ctx.db, ctx.sessions, ctx.sessionHash!),
  resetpassword: (ctx, req) => resetPassword(ctx.db, ctx.sessions, ctx.mailer, req.username),
  // Sign-up always makes a subscriber; the staff flags a caller sends are ignored here.
  adduser: (ctx, req) => signUp(ctx.db, ctx.mailer, req),
  changepassword: (ctx, req) =>
    changePassword(ctx.db, ctx.sessions, ctx.user!.username, ctx.sessionHash!, req.oldpassword, req.newpassword),
});
