import { cancellations } from './cancellations.js';
import type { ReportKind } from './kind.js';
import { payments } from './payments.js';
import { salesByDay, walkInSales } from './sales.js';
import { ordersByStatus } from './statuses.js';
import { stockOnHand } from './stock.js';

/** The builders of the catalogue's reports (@shop/contracts/reports), by report id; 19 is the counter's. */
export const reportKinds: Record<number, ReportKind<never>> = {
  1: salesByDay as ReportKind<never>,
  2: ordersByStatus as ReportKind<never>,
  3: payments as ReportKind<never>,
  4: walkInSales as ReportKind<never>,
  5: cancellations as ReportKind<never>,
  6: stockOnHand as ReportKind<never>,
};
