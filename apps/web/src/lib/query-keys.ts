/**
 * Every call's TanStack Query key, made here only (docs/decisions/0150). A key starts with the call's name, so a
 * change invalidates just the calls it touched: the prefix (`queryKeys.orders.all`) for every list of that call,
 * the full key for one entry. A hook reads its key from here; a save invalidates what it changed, never everything.
 */
export const queryKeys = {
  order: { all: ['getorder'] as const, one: (orderid: string) => ['getorder', orderid] as const },
  orders: { all: ['getorders'] as const, page: (actiontype: string, page: number) => ['getorders', actiontype, page] as const },
  orderCounts: ['getordercounts'] as const,
  users: { all: ['getusers'] as const, agents: (orderitemid: number | null | undefined) => ['getusers', 'agents', orderitemid ?? null] as const },
  vendors: ['getvendor'] as const,
  vendorMasters: ['getvendormaster'] as const,
  history: {
    all: ['gethistory'] as const,
    of: (entity: string, entityid: string | number) => ['gethistory', entity, String(entityid)] as const,
  },
  classTypes: ['getclasstype'] as const,
  classifications: ['getclassification'] as const,
  categories: ['getcategory'] as const,
  productMaster: { all: ['getproductmaster'] as const, list: (request: object) => ['getproductmaster', request] as const },
  storeProducts: { all: ['getstoreproducts'] as const, list: (request: object) => ['getstoreproducts', request] as const },
  /** The storefront's product lists and product pages. */
  products: {
    all: ['getproducts'] as const,
    list: (request: object | null) => ['getproducts', request] as const,
    one: (storeid: string | null, productid: number | null) => ['getproducts', 'one', storeid, productid] as const,
    extras: (storeid: string) => ['getproducts', 'extras', storeid] as const,
  },
  /** The storefront's stores with their categories. */
  stores: { all: ['getstores'] as const, of: (airportid: string, direction: string) => ['getstores', airportid, direction] as const },
  document: (name: string | null) => ['getdocument', name] as const,
  ageCheck: (productids: readonly number[]) => ['getagecheck', [...productids].sort((a, b) => a - b)] as const,
  schedule: (airportid: string, direction: string, traveldate: string) => ['getschedule', airportid, direction, traveldate] as const,
  markets: (market: string) => ['getmarkets', market] as const,
};
