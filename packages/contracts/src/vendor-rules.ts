/**
 * The vendor and vendor master forms' texts and limits (back office sections 3 and 5.7), zod-free so the
 * server's schemas and the web forms read the same words (docs/decisions/0015).
 */
export const vendorTexts = {
  vendorIdRequired: 'Vendor Id Is required.',
  parentRequired: 'Parent Vendor Is required.',
  descriptionRequired: 'Description Is required.',
  vendorNameRequired: 'Vendor Name Is required.',
  vendorIdPattern: 'Vendor Id may contain only the letters A-Z and the digits 0-9.',
  phonePattern: 'Contact Phone may contain only digits, at most 10.',
  taxRateRange: 'Tax Rate must be between 0 and 1.',
} as const;

export const vendorLimits = { vendorid: 20, vendorname: 80, description: 500, contactname: 80, contactemail: 120, contactphone: 10 } as const;

/** What the Vendor Id input keeps while the user types: upper case A-Z and 0-9. */
export const keepVendorId = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, vendorLimits.vendorid);

/** What the Contact Phone input keeps: digits, at most 10. */
export const keepContactPhone = (value: string) => value.replace(/\D/g, '').slice(0, vendorLimits.contactphone);

/** A new vendor's airport, direction, lounge operator, express and status (back office section 4.11). */
export const vendorDefaults = { airportid: 'SIA', direction: 'A', loungeoperator: 'N', express: 'N', status: 'A', taxrate: 0 } as const;

export const catalogueActions = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type CatalogueAction = (typeof catalogueActions)[number];
