import { and, count, desc, eq } from 'drizzle-orm';
import type { CallContext } from '../../calls/types.js';
import { orders } from '../../db/schema/orders.js';
import type { Owner } from '../checkout/owner.js';
import { extrasOf } from '../counter/extras.js';
import { eventsOf } from './event-repo.js';
import { goodsOf, orderCards, orderDetail } from './order-view.js';
import { findOrder, itemsOf, partsOf } from './order-repo.js';
import { atLounge, inPart, maySee, orderNotFound } from './visibility.js';
import { owns } from '../checkout/owner.js';

export const ORDERS_PAGE_SIZE = 10;

/** The shopper's own orders, newest first, 10 a page (storefront /orders). A guest sees only this session's. */
export async function myOrders(ctx: CallContext, owner: Owner, page: number) {
  const mine = and(eq(orders.username, owner.username), owner.session ? eq(orders.ownerSession, owner.session) : undefined);
  const [{ n }] = (await ctx.db.select({ n: count() }).from(orders).where(mine)) as [{ n: number }];
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.orderid))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  return { orders: await orderCards(ctx.db, rows), page, pages: Math.max(1, Math.ceil(n / ORDERS_PAGE_SIZE)), total: n };
}

/** One order, its items and its timeline, for whoever may see it. */
export async function getOrder(ctx: CallContext, owner: Owner, orderid: string) {
  const o = await findOrder(ctx.db, orderid);
  if (!o || !ctx.user) throw orderNotFound();
  const parts = await partsOf(ctx.db, orderid);
  if (!(await maySee(ctx.db, ctx.user, owner, o, parts))) throw orderNotFound();
  const items = await itemsOf(ctx.db, orderid);
  const extras = await extrasOf(ctx.db, orderid);
  const detail = await orderDetail(ctx.db, o, items, extras, await eventsOf(ctx.db, orderid), ctx.user);
  if (owns(owner, o) || (await atLounge(ctx.db, ctx.user, o))) return detail;
  // A store's staff and agents see their own part only (issue #12: never another store's goods).
  const theirs = new Set(parts.filter((p) => inPart(ctx.user!, p)).map((p) => p.vendorid));
  const { order } = detail;
  return {
    ...detail,
    order: {
      ...order,
      parts: order.parts.filter((p) => theirs.has(p.vendorid)),
      orderitems: order.orderitems.filter((i) => theirs.has(i.vendorid)),
      extraitems: order.extraitems.filter((e) => theirs.has(e.vendorid)),
      ...goodsOf(
        items.filter((i) => theirs.has(i.vendorid)),
        order.status,
        extras.filter((e) => theirs.has(e.vendorid)),
      ),
    },
    events: detail.events.filter((e) => !e.vendorid || theirs.has(e.vendorid)),
  };
}
