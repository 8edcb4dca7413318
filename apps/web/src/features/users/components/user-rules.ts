import { fields, INVALID_EMAIL, staffNameFields } from '@shop/contracts/fields';
import { looksLikeEmail } from '../../auth/input-filters';

/** The user form's texts (back office section 5.2), word for word. */
export const userFormRules = {
  username: (v: string) => (v ? null : 'Username is required.'),
  firstname: (v: string) => (v.trim() ? null : staffNameFields.firstname.required),
  lastname: (v: string) => (v.trim() ? null : staffNameFields.lastname.required),
  email: (v: string) => (!v.trim() ? 'Email is required.' : looksLikeEmail(v) ? null : INVALID_EMAIL),
  phone: (v: string) =>
    !v ? 'Phone number is required.' : fields.phone.pattern?.test(v) === false ? (fields.phone.patternText ?? null) : null,
};
