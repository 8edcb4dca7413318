import { Navigate, useLocation, useNavigate } from 'react-router';
import { getProducts } from '../catalogue/api/get-products';
import ProductsPage from '../catalogue/pages/products-page';
import type { DetailState, ProductsState } from '../catalogue/products/route-state';
import { useSession } from '../auth/session-store';
import { ScanCode } from '../../components/scan/scan-code';
import { paths } from '../../app/paths';

/**
 * The store-wide and category product lists for walk-in sales (back office 2.10): the shop's product list,
 * opened on the operator's own store, with Scan Product (4.13: a product id of this store opens its detail).
 */
export default function WalkInProductsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as ProductsState;
  const detail = useSession((s) => s.detail);
  const storeid = detail?.userdefault.vendorid;
  if (!state.storeid && storeid) {
    const storename = detail.stores.find((s) => s.storeid === storeid)?.name ?? null;
    return <Navigate to={location.pathname} state={{ ...state, storeid, storename }} replace />;
  }
  const scan = async (value: string) => {
    const productid = Number(value.trim());
    if (!state.storeid || !Number.isSafeInteger(productid) || productid <= 0 || productid > 2_147_483_647) return false;
    const found = await getProducts({ vendorid: state.storeid, productid });
    const product = found.products.find((p) => p.productid === productid);
    if (!product) return false;
    const next: DetailState = { ...state, productid, product };
    void navigate(paths.productDetail, { state: next });
    return true;
  };
  return <ProductsPage aside={<ScanCode label="Scan Product" field="Product code" hint="Scan the product's code with the handheld scanner, or type its number." match={scan} />} />;
}
