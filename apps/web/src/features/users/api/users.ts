import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export const usersQuery = queryOptions({ queryKey: queryKeys.users.all, queryFn: () => call('getusers', {}) });

/** The users of the manager's store. */
export const useUsers = () => useQuery(usersQuery);

/**
 * The active agents of an order item's store, to assign the item to (back office section 2.4's Assign To):
 * for the order screens.
 */
export const useAgentsFor = (orderitemid: number | null) =>
  useQuery({
    queryKey: queryKeys.users.agents(orderitemid),
    queryFn: () => call('getusers', { orderitemid: orderitemid!, filter: 'Y' }),
    enabled: orderitemid !== null,
  });

/** Adds a staff user (inactive until activated; the server mails a temporary password) or edits one. */
export function useSaveUser() {
  const client = useQueryClient();
  return async (request: { edit: false; user: CallRequest<'adduser'> } | { edit: true; user: CallRequest<'edituser'> }) => {
    const { message } = request.edit ? await call('edituser', request.user) : await call('adduser', { ...request.user, subscriber: 'N' });
    await Promise.all([client.invalidateQueries({ queryKey: queryKeys.users.all }), client.invalidateQueries({ queryKey: queryKeys.history.all })]);
    return message;
  };
}
