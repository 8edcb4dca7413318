import { sql } from 'drizzle-orm';
import type { ReportScope } from './kind.js';
import { AIRPORT_UTC_OFFSET_HOURS } from '@shop/contracts/airport-time';

/** The orders a scope covers, for a query that names orders `o`. */
export const orderInScope = (s: ReportScope) =>
  s.kind === 'lounge'
    ? sql`o.airportid = ${s.airportid} and o.direction = ${s.direction}`
    : sql`exists (select 1 from order_parts sp where sp.orderid = o.orderid and sp.vendorid = ${s.vendorid})`;

/** The order items a scope covers, for a query that names order_items `i`. */
export const itemInScope = (s: ReportScope) => (s.kind === 'lounge' ? sql`true` : sql`i.vendorid = ${s.vendorid}`);

/** Airport time in SQL: the same fixed offset as contracts/airport-time.ts, so a report's days match the screens. */
const airportClock = (col: string) => sql`${sql.raw(col)} at time zone 'UTC' + ${sql.raw(`interval '${AIRPORT_UTC_OFFSET_HOURS} hours'`)}`;

/** An airport-local day ("2026-11-25") or date and time ("2026-11-25 15:50") of a timestamp column. */
export const localDay = (col: string) => sql`to_char(${airportClock(col)}, 'YYYY-MM-DD')`;
export const localTime = (col: string) => sql`to_char(${airportClock(col)}, 'YYYY-MM-DD HH24:MI')`;
