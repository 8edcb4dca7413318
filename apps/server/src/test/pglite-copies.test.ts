import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openPgliteCopy, pgliteOf } from './pglite-copies.js';
import { testDbKind } from './harness.js';

/** What a test could leave behind: rows of several tables, a sequence, a setting. */
const state = async (d: Database) => {
  const p = pgliteOf(d);
  const one = async (q: string) => Object.values((await p.query<Record<string, unknown>>(q)).rows[0]!)[0];
  return {
    products: await one('select count(*)::int from products'),
    names: await one("select md5(string_agg(productname, ',' order by productid)) from products"),
    orders: await one('select count(*)::int from orders'),
    sessions: await one('select count(*)::int from sessions'),
    timezone: await one('show timezone'),
  };
};

describe.skipIf(testDbKind !== 'pglite')('PGlite copies kept between test files', () => {
  const dump = () => inject('shopTemplate').source;

  it('gives the next file the same PGlite, put back to the template’s rows, sequences and settings', async () => {
    const first = await openPgliteCopy(dump());
    const template = await state(first);
    const p = pgliteOf(first);
    const nextId = async () => (await p.query<{ id: number }>("select nextval(pg_get_serial_sequence('order_events', 'id'))::int as id")).rows[0]!.id;
    const id = await nextId();
    await p.exec(`
      update products set productname = productname || ' (changed)';
      delete from order_events; delete from orders;
      insert into sessions (id_hash, renewal_hash, username, expires_at, renewable_until) select 'kept-test', 'kept-test', username, now() + interval '1 hour', now() + interval '1 day' from users limit 1;
      set timezone = 'Asia/Tokyo';`);
    await nextId();
    expect(await state(first)).not.toEqual(template);
    await first.close();

    const second = await openPgliteCopy(dump());
    expect(pgliteOf(second)).toBe(p);
    expect(await state(second)).toEqual(template);
    expect(await nextId()).toBe(id);
    await second.close();
  });

  it('closes a copy whose schema a test changed, and the next file gets a new one', async () => {
    const first = await openPgliteCopy(dump());
    const p = pgliteOf(first);
    await p.exec('alter table products add column kept_test int');
    await first.close();
    expect(p.closed).toBe(true);

    const second = await openPgliteCopy(dump());
    expect(pgliteOf(second)).not.toBe(p);
    const columns = await pgliteOf(second).query("select 1 from information_schema.columns where table_name = 'products' and column_name = 'kept_test'");
    expect(columns.rows).toHaveLength(0);
    await second.close();
  });

  it('gives two shops open at once a copy each', async () => {
    const [a, b] = await Promise.all([openPgliteCopy(dump()), openPgliteCopy(dump())]);
    expect(pgliteOf(a)).not.toBe(pgliteOf(b));
    await Promise.all([a.close(), b.close()]);
  });
});
