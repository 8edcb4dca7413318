import type { Product } from '@shop/contracts/catalogue';

/** A rum of Island Spirits (SIA) with 20 on the shelf, for tests; `over` sets what a test is about. */
export const testProduct = (productid: number, over: Partial<Product> = {}): Product => ({
  productid,
  productreferenceid: `REF${productid}`,
  productname: `Product ${productid}`,
  brand: 'Appleton',
  description: '',
  unitcost: 10,
  msrp: null,
  taxrate: null,
  quantity: 20,
  noticequantity: 5,
  stickerid: null,
  stickername: null,
  rootproductid: productid,
  siblings: [],
  vendorid: 'SIADRUM',
  vendorname: 'Island Spirits',
  categoryid: 1,
  categoryname: 'Rum',
  status: 'A',
  ...over,
});
