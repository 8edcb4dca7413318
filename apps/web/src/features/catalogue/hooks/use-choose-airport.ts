import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AirportId, Direction } from '@shop/contracts/common';
import { ApiError } from '../../../lib/api-error';
import { alertDialog, confirmDialog } from '../../../lib/dialogs';
import { useCart } from '../../cart/cart-store';
import { storesQuery } from '../api/get-stores';
import { useSelection } from '../selection-store';
import { paths } from '../../../app/paths';

/**
 * Choosing an airport and direction (storefront section 4): a cart filled elsewhere is emptied only after
 * the shopper agrees; one store goes straight to its categories, several to the store list.
 */
export function useChooseAirport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  const choose = async (airportid: AirportId, direction: Direction) => {
    const current = useSelection.getState();
    const differs = current.airportid !== airportid || current.direction !== direction;
    if (differs && useCart.getState().cart.length > 0) {
      const ok = await confirmDialog({ title: 'Oops!', message: 'Changing the airport will remove all the items from your cart?' });
      if (!ok) return;
      useCart.getState().reset();
    }
    current.choose({ airportid, direction, storeid: null, storename: null, categoryid: null, categoryname: null });
    setPending(airportid + direction);
    try {
      const stores = await queryClient.fetchQuery(storesQuery(airportid, direction));
      const only = stores.length === 1 ? stores[0] : undefined;
      if (only) {
        useSelection.getState().choose({ storeid: only.storeid, storename: only.name });
        navigate(paths.storeCategories, { state: { storeid: only.storeid } });
      } else {
        navigate(paths.stores);
      }
    } catch (err) {
      // A network failure already shows the full-page 502.
      if (err instanceof ApiError) await alertDialog({ title: 'Oops!', message: err.message });
    } finally {
      setPending(null);
    }
  };

  return { choose, pending };
}
