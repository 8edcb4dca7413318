/**
 * This process's queue per product for taking stock, and the freshest shelf a stock statement saw
 * (docs/decisions/0111). The product row's lock already makes reservations of one product wait for each other
 * in the database, each holding a pooled connection and costing a flash sale's loser a whole transaction; here
 * all but a few wait in the process instead, holding nothing. A shopper whose turn comes after a statement
 * that started once they were queued, and that found the shelf short, is told so without asking the database
 * again: that statement read the shelf later than the shopper's own read would have. The conditional update
 * stays the only guarantee; another process's shoppers, the sweep and the staff are not in this queue.
 */
export interface StockGate {
  /** A mark taken when a shopper joins the queue: only what was seen after it answers for them. */
  ticket(): number;
  /** Runs `work` once it is this shopper's turn for every product in `productids` (taken in id order). */
  inTurn<T>(productids: readonly number[], work: () => Promise<T>): Promise<T>;
  /** A mark taken just before a stock statement is sent. */
  stamp(): number;
  /** Records the shelf a statement stamped `stamp` saw, once it is committed (or a refusal, at once). */
  saw(productid: number, shelf: number, stamp: number): void;
  /** The shelf seen by a statement that started after `ticket`, if any. */
  shelfSince(productid: number, ticket: number): number | undefined;
}

/**
 * How many reservations of one product may be in the database at once: more than one, so that when one
 * statement ends the next is already waiting on the row, without a round trip to this process; few, so the
 * rest wait here and most of a flash sale's losers never reach the database (docs/decisions/0111: 4 answered
 * fastest of 4, 8, 16 and 32).
 */
export const STOCK_TURNS = 4;

export function createStockGate(turns = STOCK_TURNS): StockGate {
  let clock = 0;
  /** Per product: how many are in turn, and who waits, first come first served. */
  const queues = new Map<number, { running: number; waiting: (() => void)[] }>();
  const seen = new Map<number, { shelf: number; stamp: number }>();

  async function turnOf(productid: number): Promise<() => void> {
    let q = queues.get(productid);
    if (!q) queues.set(productid, (q = { running: 0, waiting: [] }));
    const queue = q;
    if (queue.running < turns) queue.running++;
    else await new Promise<void>((resolve) => queue.waiting.push(resolve));
    return () => {
      const next = queue.waiting.shift();
      // The turn passes on to the next in line; the count stays.
      if (next) next();
      else if (--queue.running === 0) queues.delete(productid);
    };
  }

  return {
    ticket: () => ++clock,
    stamp: () => ++clock,
    async inTurn(productids, work) {
      const ends: (() => void)[] = [];
      try {
        // In id order, as the database's row locks are taken, so two carts never wait on each other.
        for (const id of [...new Set(productids)].sort((a, b) => a - b)) ends.push(await turnOf(id));
        return await work();
      } finally {
        for (const end of ends.reverse()) end();
      }
    },
    saw(productid, shelf, stamp) {
      const last = seen.get(productid);
      if (!last || last.stamp < stamp) seen.set(productid, { shelf, stamp });
    },
    shelfSince(productid, ticket) {
      const last = seen.get(productid);
      return last && last.stamp > ticket ? last.shelf : undefined;
    },
  };
}
