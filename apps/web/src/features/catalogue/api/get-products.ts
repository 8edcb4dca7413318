import { queryKeys } from '../../../lib/query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contracts/calls';
import type { GetProductsData, Product } from '@shop/contracts/catalogue';
import { call } from '../../../lib/api';

export type ProductsRequest = CallRequest<'getproducts'>;

/** One page of a store's products, filtered and sorted on the server. */
export const getProducts = (request: ProductsRequest): Promise<GetProductsData> => call('getproducts', request);

/** The store and category a products request looks at. */
export const scopeOf = (request: ProductsRequest | null) => `${request?.vendorid ?? ''}/${request?.categoryid ?? ''}`;

/**
 * The products page's list; the previous page stays on screen while the next one of the same store and
 * category loads (another category's products and filters would mislead).
 */
export function useProducts(request: ProductsRequest | null) {
  return useQuery({
    queryKey: queryKeys.products.list(request),
    queryFn: () => getProducts(request!),
    enabled: request !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery && scopeOf(previousQuery.queryKey[1] as ProductsRequest | null) === scopeOf(request)
        ? keepPreviousData(previous)
        : undefined,
  });
}

/** One product with its variant siblings (the detail screen); `known` shows at once while it is refreshed. */
export function useProduct(storeid: string | null, productid: number | null, known?: Product) {
  return useQuery({
    queryKey: queryKeys.products.one(storeid, productid),
    queryFn: async () => {
      const data = await getProducts({ vendorid: storeid!, productid: productid!, page: 1, pagesize: 10 });
      return data.products[0] ?? null;
    },
    enabled: !!storeid && !!productid,
    // While another variant loads, the one on screen stays (dimmed).
    placeholderData: (previous: Product | null | undefined) => (known && known.productid === productid ? known : previous),
  });
}
