import { keepName, keepPhone, looksLikeEmail } from '../../auth/input-filters';

export interface Guest {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

export const emptyGuest: Guest = { firstname: '', lastname: '', email: '', phone: '' };

/** What each guest field keeps as it is typed (storefront section 5): names letters and spaces, last name 16 at most. */
export const keepGuest = {
  firstname: (v: string) => keepName(v).slice(0, 40),
  lastname: (v: string) => keepName(v).slice(0, 16),
  email: (v: string) => v.slice(0, 80),
  phone: keepPhone,
} satisfies Record<keyof Guest, (v: string) => string>;

/** The guest form's messages, word for word; null when the field is right. */
export const guestErrors = {
  firstname: (v: string) => (v.trim() ? null : 'First Name is Required.'),
  lastname: (v: string) => (v.trim() ? null : 'Last Name is Required.'),
  email: (v: string) => (!v.trim() ? 'Email is required.' : looksLikeEmail(v) ? null : 'Please enter a valid email address.'),
  phone: (v: string) => (v.trim() ? null : 'Phone Number is Required.'),
} satisfies Record<keyof Guest, (v: string) => string | null>;

/** The guest as sent: names without outer spaces, the e-mail trimmed. */
export const cleanGuest = (g: Guest): Guest => ({
  firstname: g.firstname.trim(),
  lastname: g.lastname.trim(),
  email: g.email.trim(),
  phone: g.phone,
});

/** True when every guest field passes. */
export const guestComplete = (g: Guest) => (Object.keys(guestErrors) as (keyof Guest)[]).every((k) => guestErrors[k](g[k]) === null);
