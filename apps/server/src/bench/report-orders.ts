import pg from 'pg';

const STATUSES = ['UNPROCESSED', 'FULFILLED', 'WIP', 'CHECKED IN', 'CHECKED OUT', 'CHECKED OUT', 'CHECKED OUT', 'RETURNED', 'REFUNDED', 'CANCELLED'];

/**
 * `count` orders at the SIA departures lounge over the last 360 days, loaded with generate_series in a few
 * statements: one or two lines each from the seeded stores, parts, status events with step times, and a
 * ledger (hold; capture when collected; reversal when cancelled; refund; cash in JMD for walk-ins).
 */
export async function loadReportOrders(url: string, count: number) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('begin');
    await c.query(`create temp table bp as select row_number() over (order by productid) - 1 as n, productid, vendorid, productname, unitcost_cents, taxrate_bp
      from products p where status = 'A' and parentproductid is null and vendorid in (select vendorid from vendors where airportid = 'SIA' and direction = 'D') limit 60`);
    const common = `'SIA', 'D', 'BENCH', 'JM', 'JM0' || (g % 90), now() + interval '1 day', g % 10 = 0`;
    const placed = `now() - make_interval(secs => (g * 311) % (360 * 86400)) - interval '6 hours'`;
    await c.query(
      `insert into reservations (id, orderid, username, airportid, direction, scheduleid, airlineid, flightid, flight_time, walkin,
         subtotal_cents, tax_cents, total_cents, state, expires_at, created_at, closed_at)
       select 1000000 + g, 'SIA-B' || g, 'shopper', ${common}, 0, 0, 0, 'CONFIRMED', ${placed}, ${placed}, ${placed} from generate_series(1, $1) g`,
      [count],
    );
    await c.query(
      `insert into orders (orderid, confirmationnumber, reservation_id, username, guest_firstname, guest_lastname, guest_email, guest_phone,
         airportid, direction, scheduleid, airlineid, flightid, flight_time, walkin, subtotal_cents, tax_cents, total_cents, deposit_cents,
         status, card_type, card_last4, authorization_number, gateway_reference, gateway_order_id, receipt_file, created_at, updated_at)
       select r.orderid, 'CB' || r.id, r.id, 'shopper', 'Bench', 'Guest ' || r.id, 'bench@dutyfree.example', '8765550101',
         r.airportid, r.direction, r.scheduleid, r.airlineid, r.flightid, r.flight_time, r.walkin, 0, 0, 0, 0,
         ($2::text[])[1 + r.id % ${STATUSES.length}], 'VISA', '1111', 'A' || r.id, 'R' || r.id, 'G' || r.id, 'bench-receipt-' || r.id, r.created_at, r.created_at
       from reservations r where r.id > 1000000 and r.id <= 1000000 + $1`,
      [count, STATUSES],
    );
    await c.query(
      `insert into order_items (orderid, productid, vendorid, productname, unitcost_cents, taxrate_bp, quantity)
       select o.orderid, bp.productid, bp.vendorid, bp.productname, bp.unitcost_cents, bp.taxrate_bp, 1 + k % 3
       from orders o cross join generate_series(0, 1) k
       join bp on bp.n = (o.reservation_id * 7 + k * 13) % (select count(*) from bp)
       where o.reservation_id > 1000000 and (k = 0 or o.reservation_id % 3 = 0)
       on conflict do nothing`,
    );
    await c.query(
      `update orders o set subtotal_cents = t.sub, tax_cents = t.tax, total_cents = t.sub + t.tax, deposit_cents = t.sub + t.tax
       from (select orderid, sum(unitcost_cents * quantity)::int sub, round(sum(unitcost_cents::bigint * quantity * taxrate_bp) / 10000.0)::int tax
             from order_items group by orderid) t
       where t.orderid = o.orderid and o.reservation_id > 1000000`,
    );
    await c.query(
      `insert into order_parts (orderid, vendorid, status, updated_at)
       select distinct i.orderid, i.vendorid, o.status, o.created_at from order_items i join orders o on o.orderid = i.orderid where o.reservation_id > 1000000`,
    );
    const bench = `from orders o where o.reservation_id > 1000000`;
    const after = (mins: string) => `o.created_at + make_interval(mins => ${mins})`;
    await c.query(`insert into order_events (orderid, who, at, from_status, to_status, what, action)
      select o.orderid, 'shopper', o.created_at, null, 'UNPROCESSED', 'Order placed', 'CONFIRMCART' ${bench}
      union all select o.orderid, 'vendor', ${after('20 + o.reservation_id % 40')}, 'UNPROCESSED', 'FULFILLED', 'Fulfilled', 'FULFILLORDER' ${bench} and o.status not in ('UNPROCESSED', 'CANCELLED')
      union all select o.orderid, 'lounge', ${after('120 + o.reservation_id % 90')}, 'WIP', 'CHECKED IN', 'Checked in', 'CHECKINORDER' ${bench} and o.status in ('CHECKED IN', 'CHECKED OUT', 'RETURNED', 'REFUNDED')
      union all select o.orderid, 'lounge', ${after('240 + o.reservation_id % 60')}, 'CHECKED IN', 'CHECKED OUT', 'Checked out', 'CHECKOUTORDER' ${bench} and o.status in ('CHECKED OUT', 'REFUNDED')
      union all select o.orderid, 'lounge', ${after('300')}, 'CHECKED IN', 'RETURNED', 'Returned', 'RETURNORDER' ${bench} and o.status = 'RETURNED'
      union all select o.orderid, 'lounge', ${after('320')}, 'CHECKED OUT', 'REFUNDED', 'Refunded', 'REFUNDORDER' ${bench} and o.status = 'REFUNDED'
      union all select o.orderid, 'shopper', ${after('10')}, 'UNPROCESSED', 'CANCELLED', 'Cancelled', 'CANCELORDER' ${bench} and o.status = 'CANCELLED'`);
    await c.query(`insert into order_payments (orderid, kind, amount_cents, currency, rate, currency_cents, who, at)
      select o.orderid, 'hold', o.total_cents, 'USD', 1, o.total_cents, 'shopper', o.created_at ${bench} and not o.walkin
      union all select o.orderid, 'cash_in', o.total_cents, 'JMD', 157.5, round(o.total_cents * 157.5)::int, 'lounge', o.created_at ${bench} and o.walkin
      union all select o.orderid, 'capture', o.total_cents, 'USD', 1, o.total_cents, 'lounge', ${after('240')} ${bench} and not o.walkin and o.status in ('CHECKED OUT', 'REFUNDED')
      union all select o.orderid, 'reversal', o.total_cents, 'USD', 1, o.total_cents, 'shopper', ${after('10')} ${bench} and not o.walkin and o.status in ('CANCELLED', 'RETURNED')
      union all select o.orderid, 'refund', o.total_cents, 'USD', 1, o.total_cents, 'lounge', ${after('320')} ${bench} and not o.walkin and o.status = 'REFUNDED'`);
    await c.query('commit');
    await c.query('vacuum analyze');
  } finally {
    await c.end();
  }
}
