import { call } from '../../../lib/api';
import { showFailure } from '../../../lib/show-failure';
import type { DetailState } from '../products/route-state';

/**
 * The detail screen's state for a product banner's product, asked for by productid alone: the server answers
 * it with its store and category. A failure shows the Oops! dialog and answers null.
 */
export async function bannerProductState(productid: number): Promise<DetailState | null> {
  try {
    // The call itself, not api/get-products: that module's query hooks would weigh on the home page's JavaScript.
    const [p] = (await call('getproducts', { productid, page: 1, pagesize: 10 })).products;
    if (!p) return null;
    return { product: p, storeid: p.vendorid, storename: p.vendorname, category: { categoryid: p.categoryid, description: p.categoryname } };
  } catch (err) {
    await showFailure(err);
    return null;
  }
}
