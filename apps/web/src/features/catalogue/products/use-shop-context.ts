import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSelection } from '../selection-store';
import type { CategoryRef, ProductsState } from './route-state';

export interface ShopContext {
  storeid: string | null;
  storename: string | null;
  category: CategoryRef | null;
}

/** The store and category from the location state, falling back to the shopper's last selection. */
export function useShopContext<S extends ProductsState>(): ShopContext & { state: S } {
  const state = (useLocation().state ?? {}) as S;
  const selection = useSelection();
  const storeid = state.storeid ?? selection.storeid;
  const storename = state.storename ?? (storeid === selection.storeid ? selection.storename : null);
  const category =
    state.category ??
    (selection.categoryid && storeid === selection.storeid
      ? { categoryid: selection.categoryid, description: selection.categoryname ?? '' }
      : null);

  // Keep the header trail in step with what is on screen.
  const { choose } = selection;
  useEffect(() => {
    if (!state.storeid) return;
    choose({
      storeid: state.storeid,
      storename: state.storename ?? null,
      ...(state.category ? { categoryid: state.category.categoryid, categoryname: state.category.description } : {}),
    });
  }, [choose, state.storeid, state.storename, state.category]);

  return { storeid, storename, category, state };
}
