import { Navigate, useLocation } from 'react-router';
import ProductsPage from '../catalogue/pages/products-page';
import type { ProductsState } from '../catalogue/products/route-state';
import { useSession } from '../auth/session-store';

/**
 * The store-wide and category product lists for walk-in sales (back office 2.10): the shop's product list,
 * opened on the operator's own store.
 */
export default function WalkInProductsPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as ProductsState;
  const detail = useSession((s) => s.detail);
  const storeid = detail?.userdefault.vendorid;
  if (!state.storeid && storeid) {
    const storename = detail.stores.find((s) => s.storeid === storeid)?.name ?? null;
    return <Navigate to={location.pathname} state={{ ...state, storeid, storename }} replace />;
  }
  return <ProductsPage />;
}
