import { randomBytes, randomUUID } from 'node:crypto';
import { toDollars } from '../../../lib/money.js';
import { refused, SPI_TOKEN_MS, type PtzAnswer, type PtzSandboxContext } from './context.js';
import { startPage } from './pages.js';
import { findBySpiToken, insertTransaction, updateIf, type PtzSandboxTransaction } from './repo.js';
import { brandOf, testCardOf } from './test-cards.js';
import { checkSpiRequest } from './validate.js';

const echo = (tx: PtzSandboxTransaction) => ({
  TransactionType: tx.transactionType,
  TransactionIdentifier: tx.transactionIdentifier,
  TotalAmount: toDollars(tx.amountCents),
  CurrencyCode: tx.currency,
  OrderIdentifier: tx.orderIdentifier,
  CardBrand: tx.cardBrand,
  CardSuffix: tx.cardSuffix,
});

/** POST /api/spi/auth (type 1) and /api/spi/sale (type 2): stores the transaction and answers SP4 with the 3-D Secure page. */
export async function spiStart(ctx: PtzSandboxContext, body: unknown, transactionType: 1 | 2, powertranzId: string): Promise<PtzAnswer> {
  const checked = checkSpiRequest(body, ctx.now());
  if ('problem' in checked) return refused('97', checked.problem);
  const r = checked.request;
  const card = testCardOf(r.pan);
  if (!card) return refused('14', 'Invalid card number: not a PowerTranz sandbox test card', { TransactionIdentifier: r.transactionIdentifier });
  const at = ctx.now();
  const spiToken = `${randomUUID()}-${randomBytes(8).toString('hex')}`;
  const row = {
    transactionIdentifier: r.transactionIdentifier,
    powertranzId,
    transactionType,
    state: 'PENDING_3DS',
    cardKey: `${card.flow}-${card.auth || 'none'}-${card.iso}`,
    orderIdentifier: r.orderIdentifier,
    amountCents: r.amountCents,
    currency: r.currency,
    cardBrand: brandOf(r.pan),
    cardSuffix: r.pan.slice(-4),
    spiToken,
    responseUrl: r.responseUrl,
    createdAt: at,
    updatedAt: at,
  };
  if (!(await insertTransaction(ctx.db, row))) return refused('97', 'Duplicate TransactionIdentifier', { TransactionIdentifier: r.transactionIdentifier });
  return {
    status: 200,
    body: { ...echo({ ...row } as PtzSandboxTransaction), Approved: false, IsoResponseCode: 'SP4', ResponseMessage: 'SPI Preprocessing complete', RedirectData: startPage(spiToken), SpiToken: spiToken },
  };
}

const newRrn = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

/** The answer spi/payment gives a transaction already completed (a repeat changes nothing). */
function completedAnswer(tx: PtzSandboxTransaction): PtzAnswer {
  const approved = tx.isoResponseCode === '00';
  return {
    status: 200,
    body: {
      ...echo(tx),
      Approved: approved,
      IsoResponseCode: tx.isoResponseCode,
      ResponseMessage: approved ? 'Transaction is approved' : 'Transaction declined',
      AuthorizationCode: tx.authorizationCode,
      RRN: tx.rrn,
      OrderIdentifier: tx.orderIdentifier,
    },
  };
}

const tokenOf = (body: unknown): string =>
  typeof body === 'string' ? body : typeof body === 'object' && body !== null && typeof (body as { SpiToken?: unknown }).SpiToken === 'string' ? (body as { SpiToken: string }).SpiToken : '';

/**
 * POST /api/spi/payment: completes an authenticated transaction within the SpiToken's 5 minutes. N, R, an
 * unfinished check and an expired token are refused with ISO 12; the issuer then answers by the test card.
 */
export async function spiPayment(ctx: PtzSandboxContext, body: unknown, declineFault: boolean): Promise<PtzAnswer> {
  const token = tokenOf(body);
  const tx = token ? await findBySpiToken(ctx.db, token) : undefined;
  if (!tx) return refused('12', 'Invalid SpiToken');
  if (['AUTHORIZED', 'DECLINED', 'VOIDED'].includes(tx.state)) return completedAnswer(tx);
  const late = ctx.now().getTime() - tx.createdAt.getTime() > SPI_TOKEN_MS;
  if (late || tx.state === 'EXPIRED') {
    await updateIf(ctx.db, tx.transactionIdentifier, ['PENDING_3DS', 'AUTHENTICATED', 'AUTH_FAILED'], { state: 'EXPIRED', isoResponseCode: '12', updatedAt: ctx.now() });
    return refused('12', 'SpiToken expired', echo(tx));
  }
  if (tx.state === 'PENDING_3DS') return refused('12', '3-D Secure authentication is not complete', echo(tx));
  if (tx.state === 'AUTH_FAILED') return refused('12', 'Transaction declined: 3-D Secure authentication failed', echo(tx));
  const issuer = declineFault ? '05' : (tx.cardKey.split('-')[2] ?? '05');
  const approved = issuer === '00';
  const patch = {
    state: approved ? 'AUTHORIZED' : 'DECLINED',
    isoResponseCode: issuer,
    authorizedCents: approved ? tx.amountCents : 0,
    capturedCents: approved && tx.transactionType === 2 ? tx.amountCents : 0,
    authorizationCode: approved ? randomBytes(3).toString('hex').toUpperCase() : '',
    rrn: newRrn(),
    updatedAt: ctx.now(),
  };
  await updateIf(ctx.db, tx.transactionIdentifier, ['AUTHENTICATED'], patch);
  const now = await findBySpiToken(ctx.db, token);
  return completedAnswer(now ?? { ...tx, ...patch });
}
