import type { Product } from '@shop/contracts/catalogue';

export interface CategoryRef {
  categoryid: number;
  description: string;
}

/** What /store/products receives in the location state. */
export interface ProductsState {
  category?: CategoryRef | null;
  storeid?: string | null;
  storename?: string | null;
}

/** What /product/detail receives in the location state. */
export interface DetailState extends ProductsState {
  product?: Product;
  productid?: number;
  /** Editing this cart line: the primary action becomes Update Cart. */
  cartindex?: number;
  rootproductid?: number;
}
