/** The sign-up shape (storefront section 5), zod-free: the web's form and the server's adduser schema. */
export const newAccountFields = ['username', 'firstname', 'lastname', 'email', 'phone'] as const;
export type NewAccount = Record<(typeof newAccountFields)[number], string>;

/** Sign-up always creates a subscriber, never an admin or report agent (storefront section 6). */
export const signUpRoles = { adminuser: 'N', subscriber: 'Y', reportagent: 'N' } as const;
