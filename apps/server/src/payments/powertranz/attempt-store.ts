import { and, eq, inArray } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { powertranzAttempts as t } from '../../db/schema/powertranz.js';
import type { GatewayResult } from '../gateway.js';

export type PtzAttempt = typeof t.$inferSelect;
export type PtzState = PtzAttempt['state'];
type Final = 'APPROVED' | 'DECLINED' | 'FAILED';

/** The shop's record of PowerTranz attempts (docs/decisions/0090); every change is conditional on the state it leaves. */
export class AttemptStore {
  constructor(
    private readonly db: Conn,
    private readonly now: () => Date,
  ) {}

  async find(id: string): Promise<PtzAttempt | undefined> {
    return (await this.db.select().from(t).where(eq(t.transactionIdentifier, id)))[0];
  }

  /** Records an attempt before spi/auth is sent, so one whose answer is lost still ends as failed. */
  async create(id: string, amountCents: number): Promise<void> {
    const at = this.now();
    await this.db.insert(t).values({ transactionIdentifier: id, amountCents, state: 'STARTED', createdAt: at, updatedAt: at }).onConflictDoNothing();
  }

  /** Keeps the SpiToken spi/auth gave a started attempt. */
  async setToken(id: string, spiToken: string): Promise<void> {
    await this.db.update(t).set({ spiToken, updatedAt: this.now() }).where(and(eq(t.transactionIdentifier, id), eq(t.state, 'STARTED')));
  }

  /** Moves the attempt from one of `from` to `to`; false when another request moved it first. */
  async move(id: string, from: PtzState[], to: PtzState, result?: GatewayResult): Promise<boolean> {
    const rows = await this.db
      .update(t)
      .set({ state: to, ...(result ? { result: JSON.stringify(result) } : {}), updatedAt: this.now() })
      .where(and(eq(t.transactionIdentifier, id), inArray(t.state, from)))
      .returning({ id: t.transactionIdentifier });
    return rows.length === 1;
  }
}

export const storedResult = (a: PtzAttempt): GatewayResult | null => (a.result ? (JSON.parse(a.result) as GatewayResult) : null);
export const isFinal = (s: PtzState): s is Final => s === 'APPROVED' || s === 'DECLINED' || s === 'FAILED';
