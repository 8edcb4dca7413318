import { fields, INVALID_EMAIL } from '@shop/contracts/fields';
import { looksLikeEmail } from '../../auth/input-filters';

/** The user form's texts (back office section 5.2), word for word. */
export const userFormRules = {
  username: (v: string) => (v ? null : 'Username is required.'),
  firstname: (v: string) => (v.trim() ? null : 'First name is required.'),
  lastname: (v: string) => (v.trim() ? null : 'Last name is required.'),
  email: (v: string) => (!v.trim() ? 'Email is required.' : looksLikeEmail(v) ? null : INVALID_EMAIL),
  phone: (v: string) =>
    !v ? 'Phone number is required.' : fields.phone.pattern?.test(v) === false ? (fields.phone.patternText ?? null) : null,
};
