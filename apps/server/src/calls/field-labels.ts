/** The words a person knows a request field by; a field not listed is named by its key, capitalised. */
const labels: Record<string, string> = {
  username: 'Username',
  sessionid: 'Session',
  failstatus: 'Fail status',
  request: 'Request',
  password: 'Password',
  oldpassword: 'Old Password',
  newpassword: 'New Password',
  terms: 'Keep me Signed In',
  internal: 'Internal',
  silentLogin: 'Silent sign-in',
  challenge: 'Robot check',
  solution: 'Robot check answer',
  firstname: 'First Name',
  lastname: 'Last Name',
  email: 'Email',
  phone: 'Phone number',
  adminuser: 'Admin user',
  subscriber: 'Subscriber',
  reportagent: 'Report agent',
  airportid: 'Airport',
  direction: 'Direction',
  vendorid: 'Store',
  categoryid: 'Category',
  productid: 'Product',
  search: 'Search',
  brands: 'Brands',
  minprice: 'Minimum price',
  maxprice: 'Maximum price',
  sort: 'Sort',
  page: 'Page',
  pagesize: 'Page size',
  items: 'Cart items',
  quantity: 'Quantity',
  document: 'Document',
  vendorreferenceid: 'Parent Vendor',
  vendorname: 'Vendor Name',
  contactname: 'Contact Name',
  contactemail: 'Contact Email',
  contactphone: 'Contact Phone',
  taxrate: 'Tax Rate',
  orderitemid: 'Order item',
  currencycode: 'Currency',
  exchangerate: 'Exchange Rate',
};

export function fieldLabel(key: string): string {
  return labels[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : 'The request');
}

/** A field path in plain words: `items.1.quantity` reads "Quantity of cart item 2". */
export function describePath(path: readonly PropertyKey[]): string {
  const keys = path.filter((k): k is string => typeof k === 'string');
  const last = keys.at(-1) ?? '';
  let indexAt = -1;
  path.forEach((k, i) => {
    if (typeof k === 'number') indexAt = i;
  });
  if (indexAt < 0) return fieldLabel(last);
  const list = fieldLabel(String(path[indexAt - 1] ?? '')).toLowerCase().replace(/s$/, '');
  const n = Number(path[indexAt]) + 1;
  return indexAt === path.length - 1 ? `${fieldLabel(String(path[indexAt - 1] ?? ''))} item ${n}` : `${fieldLabel(last)} of ${list} ${n}`;
}
