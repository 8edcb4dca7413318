import type { AirportId, Direction } from '@shop/contracts/common';
import { useSession } from '../../auth/session-store';
import { useSelection } from '../../catalogue/selection-store';

export interface Shopper {
  subscriber: boolean;
  loungeoperator: boolean;
  /** The silent default user: a visitor who has not signed in. */
  internal: boolean;
  airportid: AirportId;
  direction: Direction;
}

/**
 * Who is checking out and for which airport and direction: a subscriber's cart is for the airport they
 * chose in the shop; a lounge operator's for the lounge's own airport and direction (their defaults).
 */
export function useShopper(): Shopper {
  const detail = useSession((s) => s.detail);
  const selection = useSelection();
  const u = detail?.userdefault;
  const subscriber = u?.subscriber === 'Y';
  const loungeoperator = u?.loungeoperator === 'Y';
  const chosen = subscriber && selection.airportid && selection.direction;
  return {
    subscriber,
    loungeoperator,
    internal: detail?.internal === 'Y',
    airportid: (chosen ? selection.airportid : u?.airportid) ?? 'SIA',
    direction: (chosen ? selection.direction : u?.direction) ?? 'D',
  };
}
