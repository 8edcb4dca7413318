import { z } from 'zod';
import { airportId, direction, passwordHash, text, yn } from './common.js';
import { fields, tooLongText } from './fields.js';
import { accountFields, staffFlagFields } from './users.js';
import { bannerSchema, storeSummarySchema, categorySummarySchema } from './catalogue.js';

export const loginRequest = z.object({
  username: text().trim().max(fields.username.max, tooLongText(fields.username)).optional().default(''),
  password: z.union([passwordHash, z.literal('')]).optional().default(''),
  /** Keep me Signed In. */
  terms: yn.optional().default('N'),
  internal: yn.optional().default('N'),
  silentLogin: yn.optional().default('N'),
});

export const userDefaultSchema = z.object({
  subscriber: yn,
  loungeoperator: yn,
  vendor: yn,
  supervisor: yn,
  manageuser: yn,
  adminuser: yn,
  resetpassword: yn,
  reportagent: yn,
  express: yn,
  fulfillmentallowed: yn,
  assignmentallowed: yn,
  checkinallowed: yn,
  returnsallowed: yn,
  refundsallowed: yn,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  direction: direction,
  airportid: airportId,
  vendorid: z.string().nullable(),
  minimumarrivalhours: z.number(),
  minimumdeparturehours: z.number(),
  allowedarrivaldays: z.number(),
  alloweddeparturedays: z.number(),
  taxrate: z.number(),
  dateformat: z.string(),
  timeformat: z.string(),
  datetimeformat: z.string(),
});
export type UserDefault = z.infer<typeof userDefaultSchema>;

export const currencySchema = z.object({
  currencycode: z.string(),
  description: z.string(),
  exchangerate: z.number(),
  /** ISO time the rate was last set (decision 0131): shown beside prices in that currency. */
  setat: z.string(),
});

export const reportSchema = z.object({
  reportid: z.number().int(),
  reportname: z.string(),
  dateparameters: yn,
  orderidparameters: yn,
});

export const assetSchema = z.object({
  assettype: z.string(),
  filetype: z.string(),
  maxsize: z.number(),
  height: z.number().int(),
  width: z.number().int(),
});

export const loginData = z.object({
  username: z.string(),
  sessionid: z.string(),
  sessionexpires: z.string(),
  internal: yn,
  userdefault: userDefaultSchema,
  stores: z.array(storeSummarySchema),
  categories: z.array(categorySummarySchema),
  banners: z.object({ main: z.array(bannerSchema), details: z.array(bannerSchema) }),
  currencies: z.array(currencySchema),
  reports: z.array(reportSchema),
  assets: z.array(assetSchema),
});
export type LoginData = z.infer<typeof loginData>;

/** The renewal token travels only in an HttpOnly cookie (docs/decisions/0031), never in a body scripts can read. */
export const renewSessionRequest = z.object({
  /** The username the page believes it holds: a cookie of another user's sign-in is not swapped. */
  username: text().trim().max(fields.username.max, tooLongText(fields.username)).optional().default(''),
});
export const renewSessionData = z.object({
  sessionid: z.string(),
  sessionexpires: z.string(),
});

export const checkSessionData = z.object({ valid: z.literal(true), sessionexpires: z.string() });

/** A proof-of-work the reset screen solves behind "I am not a Robot" (docs/decisions/0030). */
export const resetChallengeData = z.object({ challenge: z.string(), difficulty: z.number().int() });

export const resetPasswordRequest = z.object({
  username: text()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().min(1, fields.username.required).max(fields.username.max, tooLongText(fields.username))),
  challenge: text().max(300).optional().default(''),
  solution: text().max(40).optional().default(''),
});

/** A sign-up, or a user manager's new staff user with the form's boxes (users.ts). */
export const addUserRequest = z.object({
  ...accountFields,
  ...staffFlagFields,
  subscriber: yn.optional().default('Y'),
});

export const changePasswordRequest = z.object({
  oldpassword: passwordHash,
  newpassword: passwordHash,
});

/** The password rules live in the zod-free password-rules.ts; kept here for the server's import. */
export { passwordRules } from './password-rules.js';

export const messageData = z.object({ message: z.string() });
