import { call } from '../../../lib/api';

export interface NewAccount {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** Creates a subscriber account; the server mails its temporary password. */
export const addUser = (account: NewAccount) =>
  call('adduser', { ...account, adminuser: 'N', subscriber: 'Y', reportagent: 'N' });
