import type { Role, PermissionFlag } from '@shop/contracts/access';

/** The signed-in user a call runs as: what the session check answers and the session cache keeps. */
export interface SessionUser {
  username: string;
  internal: boolean;
  resetpassword: boolean;
  vendorid: string | null;
  roles: Role[];
  flags: PermissionFlag[];
}
