import { defineHandlers } from '../../calls/types.js';
import { addUser, changePassword } from './account-service.js';
import { requestReset } from './reset-service.js';
import { issueChallenge } from './robot-check.js';
import { checkSession, login, logout, renew } from './service.js';

export const authHandlers = defineHandlers({
  login: (ctx, req) => login(ctx, req, ctx.ip),
  renewsession: (ctx, req) => renew(ctx, req.username),
  checksession: (ctx) => checkSession(ctx, ctx.sessionHash!),
  logout: (ctx) => logout(ctx, ctx.sessionHash!),
  resetchallenge: (ctx) => issueChallenge(ctx.db, ctx.clock.now(), ctx.config.ROBOT_CHECK_BITS),
  resetpassword: (ctx, req) => requestReset(ctx, req, ctx.ip, ctx.clock.now()),
  adduser: (ctx, req) => addUser(ctx, ctx.user!, req, ctx.ip),
  changepassword: (ctx, req) => changePassword(ctx, ctx.user!.username, ctx.sessionHash!, req.oldpassword, req.newpassword),
});
