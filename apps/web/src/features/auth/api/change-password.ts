import { call } from '../../../lib/api';
import { hashPassword } from '../../../lib/sha256';

/** Changes the signed-in user's password; both passwords travel hashed, as the wire protocol requires. */
export const changePassword = ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
  call('changepassword', { oldpassword: hashPassword(oldPassword), newpassword: hashPassword(newPassword) });
