import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { GatewayName } from '../payments/gateway.js';

/**
 * Each sandbox's own record of card transactions, in one shape: FAC's as it is; PowerTranz's keyed by its
 * TransactionIdentifier, VOIDED read as REVERSED and a captured authorisation as CAPTURED.
 */
const sandboxRecord = (gateway: GatewayName) =>
  gateway === 'POWERTRANZ'
    ? sql`(select transaction_identifier as order_number,
        case when state = 'VOIDED' then 'REVERSED' when state = 'AUTHORIZED' and captured_cents > 0 then 'CAPTURED' else state end as state,
        captured_cents, refunded_cents from powertranz_sandbox_transactions)`
    : sql`(select order_number, state, captured_cents, refunded_cents from fac_sandbox_transactions)`;

const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

interface LedgerCard {
  orderid: string;
  gateway_order_id: string;
  hold: string;
  capture: string;
  reversal: string;
  refund: string;
}

/**
 * Orders whose ledger disagrees with the sandbox's own record: per card transaction, captured and refunded
 * amounts equal, a hold still open exactly when the sandbox still holds it, a reversal exactly when it reversed.
 */
export async function ledgerMismatches(db: Db, orderids: string[], gateway: GatewayName = 'FAC') {
  const ledger = rows<LedgerCard>(
    await db.execute(sql`select orderid, gateway_order_id,
      sum(case when kind = 'hold' then amount_cents else 0 end) as hold,
      sum(case when kind = 'capture' then amount_cents else 0 end) as capture,
      sum(case when kind = 'reversal' then amount_cents else 0 end) as reversal,
      sum(case when kind = 'refund' then amount_cents else 0 end) as refund
      from order_payments where gateway_order_id is not null and orderid in (${sql.join(orderids.map((o) => sql`${o}`), sql`, `)})
      group by orderid, gateway_order_id`),
  );
  const sandbox = new Map(
    rows<{ order_number: string; state: string; captured_cents: string; refunded_cents: string }>(
      await db.execute(sql`select * from ${sandboxRecord(gateway)} s`),
    ).map((t) => [t.order_number, t]),
  );
  const bad = new Set<string>();
  for (const l of ledger) {
    const t = sandbox.get(l.gateway_order_id);
    const held = Number(l.hold) - Number(l.reversal) - Number(l.capture);
    const ok =
      !!t &&
      Number(t.captured_cents) === Number(l.capture) &&
      Number(t.refunded_cents) === Number(l.refund) &&
      (held > 0) === (t.state === 'AUTHORIZED') &&
      (t.state === 'REVERSED') === (Number(l.capture) === 0 && Number(l.reversal) > 0);
    if (!ok) bad.add(l.orderid);
  }
  return bad.size;
}

/** Orders that gave back more than they took: refunds and cash paid out above captures and cash taken. */
export async function overRefunds(db: Db, orderids: string[], gateway: GatewayName = 'FAC') {
  const r = rows<{ n: string }>(
    await db.execute(sql`select count(*) as n from (select orderid,
        sum(case when kind in ('capture', 'cash_in') then amount_cents else 0 end) as taken,
        sum(case when kind in ('refund', 'cash_out') then amount_cents else 0 end) as given
      from order_payments where orderid in (${sql.join(orderids.map((o) => sql`${o}`), sql`, `)}) group by orderid) x where given > taken`),
  );
  const inSandbox = rows<{ n: string }>(await db.execute(sql`select count(*) as n from ${sandboxRecord(gateway)} s where refunded_cents > captured_cents`));
  return Number(r[0]!.n) + Number(inSandbox[0]!.n);
}

/** Card authorisations the sandbox still holds that no ledger knows (an answer lost on the way back). */
export async function unknownHolds(db: Db, gateway: GatewayName = 'FAC') {
  const r = rows<{ n: string }>(
    await db.execute(sql`select count(*) as n from ${sandboxRecord(gateway)} t where t.state = 'AUTHORIZED'
      and not exists (select 1 from order_payments p where p.gateway_order_id = t.order_number)`),
  );
  return Number(r[0]!.n);
}

/** Ledger rows of modifications whose answer was lost and that were settled without the gateway's word. */
export async function unconfirmed(db: Db) {
  const r = rows<{ n: string }>(await db.execute(sql`select count(*) as n from order_payments where gateway_reference = 'unconfirmed'`));
  return Number(r[0]!.n);
}
