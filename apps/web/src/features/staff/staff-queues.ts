import { allows, type Principal } from '@shop/contracts/access';
import { queueBack, queueOf, queues, queueWords, type Queue, type QueueMenu } from '@shop/contracts/order-flow';
import type { Actor } from '@shop/contracts/order-actions';
import { paths } from '../../app/paths';
import { usePrincipal } from '../auth/principal';
import { useSession } from '../auth/session-store';

export const isExpress = (who: Principal) => who.flags.includes('express');
export const isLounge = (who: Principal) => who.roles.includes('loungeoperator');

/** The user may open the queue: its access (back office section 6), and not hidden from express users. */
export const mayOpen = (q: Queue, who: Principal) => allows(q.access, who) && !(q.notExpress && isExpress(who));

/** The dashboard's queues (back office 2.2 and 6): every queue whose Back leads home. */
export const dashboardQueues = (who: Principal) => queues.filter((q) => q.back === 'home' && mayOpen(q, who));

/** The entries of /CancelRequest (2.5) and /admin (2.6), each shown per its flag (section 6). */
const menus: Record<Exclude<QueueMenu, 'home'>, { actiontype: string; label?: string }[]> = {
  cancelRequest: [{ actiontype: 'CANCELFULFILLED' }, { actiontype: 'CANCELASSIGNED' }, { actiontype: 'CANCELCONFIRMED' }],
  admin: [
    { actiontype: 'REFUNDABLEORDERS', label: 'Refund Guest' },
    { actiontype: 'REPRINTABLERECEIPTS', label: 'Reprint Receipt' },
    { actiontype: 'CANCELRETURNS' },
    { actiontype: 'CANCELFULFILLED' },
    { actiontype: 'CANCELASSIGNED' },
    { actiontype: 'CANCELCHECKIN' },
  ],
};

export function menuEntries(menu: 'cancelRequest' | 'admin', who: Principal) {
  return menus[menu]
    .map((e) => ({ ...e, q: queueOf(e.actiontype)! }))
    // An express vendor cancels a fulfilment from its confirmed state: one Cancel Fulfillment entry (section 6).
    .filter((e) => mayOpen(e.q, who) && !(menu === 'cancelRequest' && isExpress(who) && e.actiontype === 'CANCELFULFILLED'))
    .map((e) => ({ actiontype: e.actiontype, label: e.label ?? queueWords(e.q, isExpress(who)).title }));
}

/** Where Back from a queue leads for this user. */
export const backPath = (q: Queue, who: Principal) => paths[queueBack(q, isLounge(who)) === 'home' ? 'staffHome' : queueBack(q, isLounge(who))];

/** The signed-in staff member as the shared order-actions rules see them, for an order they have open. */
export function useActor(atLounge: boolean): Actor {
  const who = usePrincipal();
  const username = useSession((s) => s.detail?.username ?? '');
  const vendorid = useSession((s) => s.detail?.userdefault.vendorid ?? null);
  return { ...who, username, vendorid, atLounge };
}
