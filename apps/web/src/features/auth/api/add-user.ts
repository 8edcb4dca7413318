import type { NewAccount } from '@shop/contracts/new-account';
import { signUpRoles } from '@shop/contracts/new-account';
import { call } from '../../../lib/api';

/** Creates a subscriber account; the server mails its temporary password. */
export const addUser = (account: NewAccount) =>
  call('adduser', { ...account, ...signUpRoles });
