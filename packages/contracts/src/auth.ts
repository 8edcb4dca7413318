import { z } from 'zod';
import { airportId, direction, passwordHash, text, username, yn } from './common.js';
import { bannerSchema, storeSummarySchema, categorySummarySchema } from './catalogue.js';

export const loginRequest = z.object({
  username: text().trim().max(40).optional().default(''),
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
  username: text().trim().max(40).optional().default(''),
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
    .pipe(z.string().min(1, 'Username is required.').max(40, 'Username must be 40 characters or fewer.')),
  challenge: text().max(300).optional().default(''),
  solution: text().max(40).optional().default(''),
});

const personName = (label: string, max: number) =>
  text()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`)
    .regex(/^[A-Za-z ]+$/, `${label} may contain only letters and spaces.`);

export const addUserRequest = z.object({
  username,
  firstname: personName('First Name', 40),
  lastname: personName('Last Name', 40),
  email: text()
    .trim()
    .min(1, 'Email is required.')
    .max(120, 'Email must be 120 characters or fewer.')
    .pipe(z.email('Please enter a valid email address.')),
  phone: text()
    .trim()
    .min(1, 'Phone number is required.')
    .regex(/^\d*$/, 'Phone number may contain only digits.')
    .min(7, 'Phone number must have at least 7 digits.')
    .max(10, 'Phone number must have 10 digits or fewer.'),
  adminuser: yn.optional().default('N'),
  subscriber: yn.optional().default('Y'),
  reportagent: yn.optional().default('N'),
});

export const changePasswordRequest = z.object({
  oldpassword: passwordHash,
  newpassword: passwordHash,
});

/** The password rules the change-password form enforces (the wire carries only a hash). */
export const passwordRules = [
  { id: 'length', text: '8 or more characters', test: (p: string) => p.length >= 8 },
  { id: 'symbol', text: 'One of ! @ # $ % ^ & * ( )', test: (p: string) => /[!@#$%^&*()]/.test(p) },
  { id: 'lower', text: 'At least 3 lower case', test: (p: string) => (p.match(/[a-z]/g) ?? []).length >= 3 },
  { id: 'upper', text: 'At least 2 upper case', test: (p: string) => (p.match(/[A-Z]/g) ?? []).length >= 2 },
  { id: 'digits', text: 'At least 2 digits', test: (p: string) => (p.match(/\d/g) ?? []).length >= 2 },
] as const;

export const messageData = z.object({ message: z.string() });
