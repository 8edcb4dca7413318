import { z } from 'zod';
import { airportId, direction, text, yn } from './common.js';
import { INVALID_EMAIL } from './fields.js';
import { catalogueActions, vendorDefaults, vendorLimits, vendorTexts as t } from './vendor-rules.js';

const activeStatus = z.enum(['A', 'I']);
const action = z.enum(catalogueActions).optional().default('CREATE');
const trimmed = (max: number) => text().trim().max(max).optional().default('');
const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Vendor Id as the form forces it: upper case, A-Z and 0-9 only. */
const vendorId = trimmed(vendorLimits.vendorid)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]*$/, t.vendorIdPattern));

export const vendorMasterSchema = z.object({
  vendorid: z.string(),
  vendorname: z.string(),
  description: z.string(),
  status: activeStatus,
});
export type VendorMaster = z.infer<typeof vendorMasterSchema>;

export const vendorSchema = z.object({
  vendorid: z.string(),
  vendorname: z.string(),
  vendorreferenceid: z.string(),
  description: z.string(),
  airportid: airportId,
  direction: direction,
  contactname: z.string(),
  contactemail: z.string(),
  contactphone: z.string(),
  loungeoperator: yn,
  express: yn,
  status: activeStatus,
  taxrate: z.number(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const getVendorData = z.array(vendorSchema);
export const getVendorMasterData = z.array(vendorMasterSchema);

/** updatevendor: CREATE or UPDATE with the whole vendor, DELETE with its vendorid only (back office section 7). */
export const updateVendorRequest = z
  .object({
    actiontype: action,
    vendorid: vendorId,
    vendorreferenceid: trimmed(vendorLimits.vendorid).transform((v) => v.toUpperCase()),
    description: trimmed(vendorLimits.description),
    airportid: airportId.optional().default(vendorDefaults.airportid),
    direction: direction.optional().default(vendorDefaults.direction),
    contactname: trimmed(vendorLimits.contactname),
    contactemail: trimmed(vendorLimits.contactemail).refine((v) => !v || looksLikeEmail.test(v), INVALID_EMAIL),
    contactphone: trimmed(vendorLimits.contactphone).pipe(z.string().regex(/^\d*$/, t.phonePattern)),
    loungeoperator: yn.optional().default(vendorDefaults.loungeoperator),
    express: yn.optional().default(vendorDefaults.express),
    status: activeStatus.optional().default(vendorDefaults.status),
    taxrate: z.number().min(0, t.taxRateRange).max(1, t.taxRateRange).optional().default(vendorDefaults.taxrate),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string, message: string) => ok || ctx.addIssue({ code: 'custom', path: [path], message });
    need(Boolean(v.vendorid), 'vendorid', t.vendorIdRequired);
    if (v.actiontype === 'DELETE') return;
    need(Boolean(v.vendorreferenceid), 'vendorreferenceid', t.parentRequired);
    need(Boolean(v.description), 'description', t.descriptionRequired);
  });
export type UpdateVendorRequest = z.output<typeof updateVendorRequest>;

/** updatevendormaster: CREATE or UPDATE with the whole master, DELETE with its vendorid only; all trimmed. */
export const updateVendorMasterRequest = z
  .object({
    actiontype: action,
    vendorid: vendorId,
    vendorname: trimmed(vendorLimits.vendorname),
    description: trimmed(vendorLimits.description),
    status: activeStatus.optional().default(vendorDefaults.status),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string, message: string) => ok || ctx.addIssue({ code: 'custom', path: [path], message });
    need(Boolean(v.vendorid), 'vendorid', t.vendorIdRequired);
    if (v.actiontype === 'DELETE') return;
    need(Boolean(v.vendorname), 'vendorname', t.vendorNameRequired);
    need(Boolean(v.description), 'description', t.descriptionRequired);
  });
export type UpdateVendorMasterRequest = z.output<typeof updateVendorMasterRequest>;
