import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.js';
import { facSandboxTransactions } from '../db/schema/fac-sandbox.js';
import { powertranzSandboxTransactions } from '../db/schema/powertranz.js';
import { SANDBOX_MERCHANT } from '../payments/fac/sandbox/validate.js';

export interface DemoHold {
  gatewayOrderId: string;
  reference: string;
  amountCents: number;
  capturedCents: number;
  at: Date;
}

/**
 * The card holds of the demo orders, as both local sandboxes would keep them had the guests paid through them
 * (docs/decisions/0070): the lounge can then capture, refund or release a demo order's card at the counter with
 * either gateway. The card is the test Visa ending 1111; no card number is stored.
 */
export async function seedDemoCardHolds(tx: Tx, holds: DemoHold[]) {
  if (holds.length === 0) return;
  const usd = '840';
  await tx.insert(facSandboxTransactions).values(
    holds.map((h) => ({
      merchantId: SANDBOX_MERCHANT.merchantId, orderNumber: h.gatewayOrderId, state: h.capturedCents > 0 ? 'CAPTURED' : 'AUTHORIZED', cardOutcome: 'approve',
      amountCents: h.amountCents, currency: usd, authorizedCents: h.amountCents, capturedCents: h.capturedCents, maskedCard: '411111******1111', cvv2Result: 'M',
      responseCode: '1', reasonCode: '1', reasonDescription: 'Transaction is approved.', authCode: h.reference.slice(-6), referenceNumber: h.reference, eci: '05', createdAt: h.at, updatedAt: h.at,
    })),
  );
  await tx.insert(powertranzSandboxTransactions).values(
    holds.map((h) => ({
      transactionIdentifier: h.gatewayOrderId, powertranzId: randomUUID(), transactionType: 1, state: 'AUTHORIZED', cardKey: 'frictionless-Y-00',
      amountCents: h.amountCents, currency: usd, authorizedCents: h.amountCents, capturedCents: h.capturedCents, cardBrand: 'VISA', cardSuffix: '1111',
      spiToken: `${randomUUID()}-${randomBytes(8).toString('hex')}`, responseUrl: '', authenticationStatus: 'Y', isoResponseCode: '00', authorizationCode: h.reference.slice(-6), createdAt: h.at, updatedAt: h.at,
    })),
  );
}
