import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSelection, type Selection } from '../selection-store';
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

  // Keep the header trail in step with what is on screen; an unchanged selection is not set again (every
  // component that reads the selection would draw again for nothing).
  const { choose } = selection;
  useEffect(() => {
    if (!state.storeid) return;
    const next: Partial<Selection> = {
      storeid: state.storeid,
      storename: state.storename ?? null,
      ...(state.category ? { categoryid: state.category.categoryid, categoryname: state.category.description } : {}),
    };
    const now = useSelection.getState();
    if ((Object.keys(next) as (keyof Selection)[]).some((k) => now[k] !== next[k])) choose(next);
  }, [choose, state.storeid, state.storename, state.category]);

  return { storeid, storename, category, state };
}
