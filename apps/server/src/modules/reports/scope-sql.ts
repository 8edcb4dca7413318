import { sql } from 'drizzle-orm';
import type { ReportScope } from './kind.js';

/** The orders a scope covers, for a query that names orders `o`. */
export const orderInScope = (s: ReportScope) =>
  s.kind === 'lounge'
    ? sql`o.airportid = ${s.airportid} and o.direction = ${s.direction}`
    : sql`exists (select 1 from order_parts sp where sp.orderid = o.orderid and sp.vendorid = ${s.vendorid})`;

/** The order items a scope covers, for a query that names order_items `i`. */
export const itemInScope = (s: ReportScope) => (s.kind === 'lounge' ? sql`true` : sql`i.vendorid = ${s.vendorid}`);

/** An airport-local day or date and time of a timestamp column (Jamaica keeps UTC-5 all year). */
export const localDay = (col: string) => sql`to_char(${sql.raw(col)} at time zone 'UTC' - interval '5 hours', 'YYYY-MM-DD')`;
export const localTime = (col: string) => sql`to_char(${sql.raw(col)} at time zone 'UTC' - interval '5 hours', 'YYYY-MM-DD HH24:MI')`;
