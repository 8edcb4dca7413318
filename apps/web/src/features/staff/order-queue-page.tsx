import { useLocation } from 'react-router';
import { allows } from '@shop/contracts/access';
import { NotFoundPage } from '../../components/not-found-page';
import { PlaceholderPage } from '../../app/placeholder-pages';
import { usePrincipal } from '../auth/principal';
import { staffQueues } from './staff-queues';

/**
 * An order queue (/orders with an action type in navigation state, back office section 2.3). A queue the
 * user's flags do not open is not found; without an action type it is the user's confirmed orders.
 */
export default function OrderQueuePage() {
  const who = usePrincipal();
  const actiontype = (useLocation().state as { actiontype?: string } | null)?.actiontype ?? 'MYCONFIRMEDFULFILLMENT';
  const queue = staffQueues.find((q) => q.actiontype === actiontype);
  if (!queue || !allows(queue.access, who)) return <NotFoundPage />;
  return <PlaceholderPage title={queue.title} what="A paged list of order cards, 10 per page, with Prev and Next." />;
}
