import { describe, expect, it } from 'vitest';
import { principalOf } from '../features/auth/principal';
import { demoUsers, type DemoUser } from '../test/demo-users';
import { accountMenu, allowedLinks, footerColumns } from './nav-links';
import { paths } from './paths';
import { pageAt, routePathAt } from './route-access';

const who = (name: DemoUser) => principalOf(demoUsers[name]);
const everyone: DemoUser[] = ['guest', 'shopper', 'lounge', 'vendor', 'agent', 'express', 'reports'];
const reaching = (path: string) => everyone.filter((u) => pageAt(path, who(u)) !== undefined);

describe('who reaches each staff page (back office 2.1 and 6)', () => {
  const staff: DemoUser[] = ['lounge', 'vendor', 'agent', 'express', 'reports'];
  const cases: [string, DemoUser[]][] = [
    [paths.products, ['lounge', 'vendor']],
    [paths.productsEdit, ['lounge', 'vendor']],
    [paths.users, ['lounge']],
    [paths.usersAdd, ['lounge']],
    [paths.reports, ['lounge', 'reports']],
    [paths.runReport, ['lounge', 'reports']],
    [paths.masterProducts, ['lounge']],
    [paths.productMaster, ['lounge']],
    [paths.classTypes, ['lounge']],
    [paths.classifications, ['lounge']],
    [paths.categorys, ['lounge']],
    [paths.vendors, ['lounge']],
    [paths.vendorMaster, ['lounge']],
    [paths.exchangeRates, ['lounge']],
    [paths.admin, ['lounge']],
    [paths.walkInCategories, ['lounge']],
    [paths.orderPayment, ['lounge']],
    [paths.imageUpload, ['lounge']],
    [paths.cancelRequest, ['vendor', 'agent', 'express', 'reports']],
    [paths.categoryProducts, staff],
    [paths.orderSuccess, everyone],
  ];
  it.each(cases)('%s opens for %j only', (path, users) => {
    expect(reaching(path)).toEqual(users);
  });

  it('shows staff their dashboard at / and shoppers the shop', () => {
    for (const u of staff) expect(pageAt(paths.home, who(u))).toBe('staffHome');
    for (const u of ['guest', 'shopper'] as const) expect(pageAt(paths.home, who(u))).toBe('home');
  });

  it('serves /orders and /cart/payment by role', () => {
    expect(pageAt('/orders', who('shopper'))).toBe('myOrders');
    expect(pageAt('/orders', who('agent'))).toBe('orderQueue');
    expect(pageAt('/cart/payment', who('lounge'))).toBe('walkInPayment');
    expect(pageAt('/cart/payment', who('shopper'))).toBe('cartPayment');
    expect(pageAt('/cart/payment', who('vendor'))).toBeUndefined();
  });

  it('keeps the cart and the store pages from vendors', () => {
    expect(reaching(paths.cart)).toEqual(['guest', 'shopper', 'lounge']);
    expect(reaching(paths.stores)).toEqual(['guest', 'shopper']);
  });

  it('finds nothing at an unknown path', () => {
    expect(reaching('/no/such/page')).toEqual([]);
  });
});

describe('the account menu and the footer follow the same rules', () => {
  const menu = (u: DemoUser) => allowedLinks(accountMenu, who(u)).map((l) => (l.group ? `${l.group}: ${l.label}` : l.label));

  it('gives each demo account the links of storefront section 6', () => {
    expect(menu('shopper')).toEqual(['My Orders', 'Change Password']);
    expect(menu('vendor')).toEqual(['Products: Products', 'Change Password']);
    expect(menu('agent')).toEqual(['Change Password']);
    expect(menu('reports')).toEqual(['Change Password']);
    expect(menu('lounge')).toEqual([
      'Users',
      'Exchange Rates',
      'Vendors: Vendor Master',
      'Vendors: Vendors',
      'Products: Class Types',
      'Products: Classification',
      'Products: Categories',
      'Products: Product Master',
      'Products: Products',
      'Change Password',
    ]);
  });

  it('links only what each role may open from the footer', () => {
    const shop = (u: DemoUser) => allowedLinks(footerColumns[0]!.links, who(u)).map((l) => `${l.label} ${paths[l.to]}`);
    expect(shop('shopper')).toEqual(['Home /', 'Cart /cart', 'My Orders /orders', 'How It Works /Servicework']);
    expect(shop('vendor')).toEqual(['Home /', 'How It Works /Servicework']);
    expect(shop('lounge')).toEqual(['Home /', 'Cart /cart', 'How It Works /Servicework']);
  });
});

describe('routePathAt', () => {
  it('names the table\'s path of a location, whatever its case or trailing slashes', () => {
    expect(routePathAt('/cart')).toBe('/cart');
    expect(routePathAt('/CART//')).toBe('/cart');
    expect(routePathAt('/aboutus')).toBe('/Aboutus');
    expect(routePathAt('/')).toBe('/');
    expect(routePathAt('')).toBe('/');
  });

  it('names none outside the table', () => {
    expect(routePathAt('/no/such/page')).toBeUndefined();
    expect(routePathAt('/__proto__')).toBeUndefined();
    expect(routePathAt('/cart/extra')).toBeUndefined();
  });
});
