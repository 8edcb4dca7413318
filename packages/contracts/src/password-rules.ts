/**
 * The five new-password rules (storefront section 5), zod-free: the change-password form shows and checks
 * them, the server draws temporary passwords that keep them (docs/decisions/0001 and 0015).
 */
export interface PasswordRule {
  id: 'length' | 'symbol' | 'lower' | 'upper' | 'digits';
  /** Shown in the rules list. */
  text: string;
  /** Shown under New Password when the rule is the first one that fails. */
  error: string;
  test(password: string): boolean;
}

const count = (p: string, re: RegExp) => (p.match(re) ?? []).length;

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', text: '8 or more characters', error: 'New password must have 8 or more characters.', test: (p) => p.length >= 8 },
  {
    id: 'symbol',
    text: 'One of ! @ # $ % ^ & * ( )',
    error: 'New password must have one of ! @ # $ % ^ & * ( ).',
    test: (p) => /[!@#$%^&*()]/.test(p),
  },
  { id: 'lower', text: 'At least 3 lower case', error: 'New password must have at least 3 lower case letters.', test: (p) => count(p, /[a-z]/g) >= 3 },
  { id: 'upper', text: 'At least 2 upper case', error: 'New password must have at least 2 upper case letters.', test: (p) => count(p, /[A-Z]/g) >= 2 },
  { id: 'digits', text: 'At least 2 digits', error: 'New password must have at least 2 digits.', test: (p) => count(p, /\d/g) >= 2 },
];

/** The error text of the first rule the password breaks, or null when it keeps all five. */
export function firstBrokenRule(password: string): string | null {
  return passwordRules.find((rule) => !rule.test(password))?.error ?? null;
}
