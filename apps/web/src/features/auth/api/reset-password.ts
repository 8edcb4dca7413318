import { call } from '../../../lib/api';

/** Asks the server to mail a new temporary password; it answers the same whether the account exists or not. */
export const resetPassword = (username: string) => call('resetpassword', { username });
