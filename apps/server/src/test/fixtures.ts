import type { Conn } from '../db/client.js';
import { categories, products, vendorMasters, vendors } from '../db/schema/catalogue.js';
import { users } from '../db/schema/users.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { sha256Hex } from '../modules/auth/tokens.js';

// Factories for the rows tests need beside the demo data: defaults fill what a test does not care about.

type NewStore = typeof vendors.$inferInsert;
type NewProduct = typeof products.$inferInsert;
type NewUser = typeof users.$inferInsert;

/** Stores (vendors), SIA departure and active unless said otherwise, each with its vendor master. */
export async function makeStores(db: Conn, stores: (Pick<NewStore, 'vendorid'> & Partial<NewStore>)[]): Promise<string[]> {
  const rows = stores.map((s) => ({
    vendorname: `Store ${s.vendorid}`,
    vendorreferenceid: `${s.vendorid}-MASTER`,
    description: 'A fixture store.',
    airportid: 'SIA' as const,
    direction: 'D' as const,
    ...s,
  }));
  const masters = [...new Set(rows.map((r) => r.vendorreferenceid))];
  await db
    .insert(vendorMasters)
    .values(masters.map((vendorid) => ({ vendorid, vendorname: vendorid, description: 'Fixture' })))
    .onConflictDoNothing();
  await db.insert(vendors).values(rows);
  return rows.map((r) => r.vendorid);
}

export const makeStore = async (db: Conn, store: Pick<NewStore, 'vendorid'> & Partial<NewStore>) =>
  (await makeStores(db, [store]))[0]!;

/** Categories by description (active unless said otherwise); answers their ids in order. */
export async function makeCategories(db: Conn, list: (string | { description: string; status?: 'A' | 'I' })[]): Promise<number[]> {
  const rows = await db
    .insert(categories)
    .values(list.map((c) => (typeof c === 'string' ? { description: c } : c)))
    .returning({ categoryid: categories.categoryid });
  return rows.map((r) => r.categoryid);
}

export const makeCategory = async (db: Conn, description: string) => (await makeCategories(db, [description]))[0]!;

export type ProductFixture = Pick<NewProduct, 'vendorid' | 'categoryid' | 'productname'> & Partial<NewProduct>;

/** Products, USD 10.00 with 10 in stock and active unless said otherwise; answers their ids in order. */
export async function makeProducts(db: Conn, list: ProductFixture[]): Promise<number[]> {
  const rows = await db
    .insert(products)
    .values(list.map((p) => ({ productreferenceid: `REF-${p.productname}`, unitcostCents: 1000, quantity: 10, ...p })))
    .returning({ productid: products.productid });
  return rows.map((r) => r.productid);
}

export const makeProduct = async (db: Conn, product: ProductFixture) => (await makeProducts(db, [product]))[0]!;

let demoHash: Promise<string> | undefined;

/** A user who signs in with the demo password; active, no roles or flags unless given. Answers the username. */
export async function makeUser(db: Conn, user: Pick<NewUser, 'username'> & Partial<Omit<NewUser, 'passwordHash'>>): Promise<string> {
  demoHash ??= hashPassword(sha256Hex(DEMO_PASSWORD));
  await db.insert(users).values({
    firstname: 'Test',
    lastname: user.username,
    email: `${user.username}@example.com`,
    phone: '8765550000',
    ...user,
    passwordHash: await demoHash,
  });
  return user.username;
}

// Orders: the checkout issue adds makeOrder here, on the same pattern (defaults, one insert, ids answered).

/** Names the ids a factory answered: `Object.assign(id, keyed(['beans', 'cake'], await makeProducts(...)))`. */
export const keyed = <K extends string>(keys: readonly K[], ids: readonly number[]) =>
  Object.fromEntries(keys.map((k, i) => [k, ids[i]!])) as Record<K, number>;
