import pg from 'pg';
import { hashPassword } from '../modules/auth/passwords.js';
import { sha256Hex } from '../modules/auth/tokens.js';
import { medianLatencies, send, type Target } from './load.js';

const MASTER_COUNT = 100_000;
const PASSWORD = 'Bench#Master2026';

/**
 * 100,000 master products (a tenth of them parents with children under them) and a lounge supervisor who
 * keeps them, loaded with generate_series.
 */
export async function loadProductMaster(url: string, categoryIds: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into master_products (productreferenceid, productname, categoryid, unitcost_cents, noticequantity, description, parent, status)
       select 'BM' || g, 'Master ' || lpad(g::text, 6, '0'), ($1::int[])[1 + g % array_length($1::int[], 1)],
         case when g % 10 = 0 then 0 else 100 + (g * 7919) % 99900 end, 5, 'A master product made up for the benchmark.',
         g % 10 = 0, case when g % 40 = 0 then 'I' else 'A' end
       from generate_series(1, $2) g`,
      [categoryIds, MASTER_COUNT],
    );
    await client.query(`update master_products c set parentid = p.productid from master_products p
      where p.productreferenceid = 'BM' || (substr(c.productreferenceid, 3)::int / 10 * 10) and p.parent and not c.parent`);
    await client.query(
      `insert into users (username, password_hash, firstname, lastname, email, loungeoperator, supervisor, vendorid)
       values ('benchlounge', $1, 'Bench', 'Lounge', 'benchlounge@dutyfree.example', true, true, 'BENCH1K')`,
      [await hashPassword(sha256Hex(PASSWORD))],
    );
    await client.query('vacuum analyze master_products');
  } finally {
    await client.end();
  }
}

/** The product master list's first page and a name search, sequential median latency, against 100 ms. */
export async function benchProductMaster(base: string, judge: (name: string, pass: boolean, detail: string) => void) {
  const login = { username: 'benchlounge', password: sha256Hex(PASSWORD), terms: 'N', internal: 'N', silentLogin: 'N' };
  const signed = JSON.parse(await send({ url: `${base}/api/login`, method: 'POST', body: JSON.stringify({ username: '', sessionid: '', failstatus: 0, request: login }) }));
  if (signed.status !== 0) throw new Error(`bench lounge sign-in failed: ${signed.statusMessage}`);
  const session = { username: signed.data.username, sessionid: signed.data.sessionid };
  const call = (request: object): Target => ({ url: `${base}/api/getproductmaster`, method: 'POST', body: JSON.stringify({ ...session, failstatus: 0, request }) });
  const cases = [
    { name: 'product master list, first page of 10', t: call({ page: 1, pagesize: 10 }), judged: true },
    // Information: a page deep in the list still walks the name index up to its offset.
    { name: 'product master list, page 5,000 of 10', t: call({ page: 5000, pagesize: 10 }), judged: false },
    { name: 'product master name search', t: call({ search: 'master 0421', page: 1, pagesize: 10 }), judged: true },
  ];
  for (const c of cases) {
    const res = JSON.parse(await send(c.t));
    if (res.status !== 0 || res.data.products.length === 0) throw new Error(`${c.name} answered no products: ${res.statusMessage}`);
    console.log(`${c.name}: ${res.data.products.length} of ${res.data.total} master products`);
  }
  const results = await medianLatencies(cases.map((c) => c.t), { warmup: 30, count: 200, maxSeconds: 60 });
  for (const [i, c] of cases.entries()) {
    const r = results[i]!;
    console.log(`getproductmaster median latency, ${c.name}, ${MASTER_COUNT.toLocaleString('en-US')} master products: ${r.median.toFixed(3)} ms (${r.samples} sequential requests)`);
    if (c.judged) judge(`getproductmaster median < 100 ms, ${c.name}`, r.median < 100, `${r.median.toFixed(2)} ms`);
  }
}
