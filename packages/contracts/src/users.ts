import { z } from 'zod';
import { int4, typedField, username, yn } from './common.js';
import { fields, INVALID_EMAIL, staffNameFields } from './fields.js';
import type { NewAccount } from './new-account.js';
import { staffFlags, type StaffFlag } from './staff-permissions.js';

const activeStatus = z.enum(['A', 'I']);

/** One Y/N per box of the user form, N when left out. */
const flagFields = Object.fromEntries(staffFlags.map((f) => [f, yn.optional().default('N')])) as Record<
  StaffFlag,
  z.ZodDefault<z.ZodOptional<typeof yn>>
>;

/** The sign-up fields of new-account.ts, each by its shared rule: adduser's and edituser's person. */
export const accountFields = {
  username,
  firstname: typedField(fields.firstname),
  lastname: typedField(fields.lastname),
  email: typedField(fields.email).email(INVALID_EMAIL),
  phone: typedField(fields.phone),
} satisfies Record<keyof NewAccount, z.ZodType<string>>;

/** A user of the manager's store as the users table and form show it (back office section 3). */
export const staffUserSchema = z.object({
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: activeStatus,
  vendor: yn,
  loungeoperator: yn,
  ...(Object.fromEntries(staffFlags.map((f) => [f, yn])) as Record<StaffFlag, typeof yn>),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** Without fields, the caller's store's users (manageuser); with an order item and filter Y, the agents of its store. */
export const getUsersRequest = z.object({
  orderitemid: int4().optional(),
  filter: yn.optional().default('N'),
});
export const getUsersData = z.array(staffUserSchema);

/** The staff fields adduser takes beside the sign-up's (auth.ts): the form's boxes. */
export const staffFlagFields = flagFields;

/** edituser: the user's username (locked), their details, status and boxes; only the back office's form sends it. */
export const editUserRequest = z.object({
  ...accountFields,
  firstname: typedField(staffNameFields.firstname),
  lastname: typedField(staffNameFields.lastname),
  status: activeStatus,
  ...flagFields,
});
export type EditUserRequest = z.output<typeof editUserRequest>;
