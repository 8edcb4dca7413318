/**
 * The fields people type: their labels, required texts, length limits and patterns, zod-free so the
 * server's schemas and the web forms read the same numbers and words (docs/decisions/0015).
 */
export interface FieldRule {
  label: string;
  /** The most characters the field takes (the input's maxLength, the schema's max). */
  max: number;
  /** Shown when the field is left empty. */
  required?: string;
  /** What the whole value must look like, and the sentence shown when it does not. */
  pattern?: RegExp;
  patternText?: string;
}

const named = (label: string, max: number, more: Omit<FieldRule, 'label' | 'max'> = {}): FieldRule => ({
  label,
  max,
  required: `${label} is required.`,
  ...more,
});

export const fields = {
  username: named('Username', 40, {
    pattern: /^[a-z0-9]+$/,
    patternText: 'Username may contain only lowercase letters and digits.',
  }),
  password: named('Password', 128),
  firstname: named('First Name', 40, { pattern: /^[A-Za-z ]+$/, patternText: 'First Name may contain only letters and spaces.' }),
  lastname: named('Last Name', 40, { pattern: /^[A-Za-z ]+$/, patternText: 'Last Name may contain only letters and spaces.' }),
  email: named('Email', 120),
  phone: named('Phone number', 10, { pattern: /^\d{7,10}$/, patternText: 'Phone Number must be 7 to 10 digits.' }),
  search: { label: 'Search', max: 100 },
  brand: { label: 'Brand', max: 100 },
  storeid: { label: 'Store', max: 20 },
  document: { label: 'Document', max: 60 },
  token: { label: 'Token', max: 200 },
} as const satisfies Record<string, FieldRule>;

/** The back office's user form words its name rules in lower case (back office 5.2): 'First name is required.' */
export const staffNameFields = {
  firstname: { ...fields.firstname, required: 'First name is required.' },
  lastname: { ...fields.lastname, required: 'Last name is required.' },
} as const satisfies Record<string, FieldRule>;

export type FieldName = keyof typeof fields;

/** "Username must be 40 characters or fewer." */
export const tooLongText = (rule: FieldRule): string => `${rule.label} must be ${rule.max} characters or fewer.`;

/** The sentence for a malformed e-mail address. */
export const INVALID_EMAIL = 'Please enter a valid email address.';
