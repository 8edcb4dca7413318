import { z } from 'zod';
import { airportId, direction, passwordHash, username, yn } from './common.js';
import { bannerSchema, storeSummarySchema, categorySummarySchema } from './catalogue.js';

export const loginRequest = z.object({
  username: z.string().trim().max(40).optional().default(''),
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
  renewaltoken: z.string(),
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

export const renewSessionRequest = z.object({
  renewaltoken: z.string().min(1, 'renewaltoken is required').max(200),
});
export const renewSessionData = z.object({
  sessionid: z.string(),
  renewaltoken: z.string(),
  sessionexpires: z.string(),
});

export const checkSessionData = z.object({ valid: z.literal(true), sessionexpires: z.string() });

export const resetPasswordRequest = z.object({
  username: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'Username is required.').max(40)),
});

const personName = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`)
    .regex(/^[A-Za-z ]+$/, `${label} may contain only letters and spaces.`);

export const addUserRequest = z.object({
  username,
  firstname: personName('First Name', 40),
  lastname: personName('Last Name', 40),
  email: z.string().trim().min(1, 'Email is required.').max(120).email('Please enter a valid email address.'),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone number is required.')
    .regex(/^\d{1,10}$/, 'Phone number may contain only digits, 10 at most.'),
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
