import { GatewayError, isGatewayError } from '../gateway.js';
import type { GatewayResult, ModificationKind, ModificationResult, PaymentGateway, StartAuthenticationInput, StartAuthenticationResult } from '../gateway.js';
import type { HttpTransport } from '../http-transport.js';
import { isFinal, storedResult, type AttemptStore, type PtzAttempt } from './attempt-store.js';
import { parseCallback, refusalReason, shouldComplete } from './callback.js';
import { modificationBody, powertranzHeaders, spiAuthBody, spiPaymentBody, type PowertranzCredentials, type PowertranzPath } from './requests.js';
import { describeAnswer, failedResult, isApproved, parseAnswer, pendingResult, resultOf, type PowertranzAnswer } from './responses.js';

/** How long PowerTranz keeps an SpiToken: completion after this is refused (reference 2.5). */
export const SPI_TOKEN_LIFETIME_MS = 5 * 60_000;

export interface PowertranzGatewayOptions {
  credentials: PowertranzCredentials;
  /** The API root, ending in /api (the real host, or the sandbox's path on this server). */
  apiRoot: string;
  transport: HttpTransport;
  timeoutMs: number;
  merchantResponseUrl: string;
  /** Complete on U / 3D1 (no liability shift); off by default (POWERTRANZ_ACCEPT_UNAUTHENTICATED). */
  acceptUnauthenticated: boolean;
  store: AttemptStore;
  now: () => Date;
}

const MOD_PATHS: Record<ModificationKind, 'capture' | 'refund' | 'void'> = { capture: 'capture', refund: 'refund', reverse: 'void' };

/**
 * PowerTranz (JSON over HTTPS, EMV 3-D Secure 2) behind the shop's gateway port (docs/decisions/0090):
 * spi/auth gives the popup its page, the merchant response only says how authentication went, and the
 * server-side spi/payment answer alone decides. The shop's record of each attempt answers status().
 */
export class PowertranzGateway implements PaymentGateway {
  readonly name = 'POWERTRANZ' as const;

  constructor(private readonly o: PowertranzGatewayOptions) {}

  get timeoutMs() {
    return this.o.timeoutMs;
  }

  private async send(path: PowertranzPath, body: string): Promise<PowertranzAnswer> {
    const answer = await this.o.transport(`${this.o.apiRoot}/${path}`, body, 'application/json; charset=utf-8', this.o.timeoutMs, powertranzHeaders(this.o.credentials));
    if (answer.status !== 200) throw new GatewayError('http', `PowerTranz answered HTTP ${answer.status} to ${path}.`);
    return parseAnswer(answer.body, path);
  }

  async startAuthentication(input: StartAuthenticationInput): Promise<StartAuthenticationResult> {
    await this.o.store.create(input.orderId, input.amountCents);
    const a = await this.send('spi/auth', spiAuthBody(input, input.responseUrl ?? this.o.merchantResponseUrl));
    if (a.IsoResponseCode === 'SP4' && a.RedirectData && a.SpiToken) {
      await this.o.store.setToken(input.orderId, a.SpiToken);
      return { kind: 'html', orderId: input.orderId, html: a.RedirectData };
    }
    if (a.IsoResponseCode === 'SP4') throw new GatewayError('malformed', 'PowerTranz gave no 3-D Secure page or SpiToken.');
    const result = { ...resultOf(input.orderId, a, input.amountCents), outcome: 'error' as const, responseCode: 3, reasonCode: 3 };
    await this.o.store.move(input.orderId, ['STARTED'], 'FAILED', result);
    return { kind: 'result', ...result };
  }

  /**
   * The merchant response: decide by the authentication status, then complete with spi/payment using the
   * SpiToken this server stored. A callback for an unknown attempt, with another token, replayed or late
   * cannot move money: it answers the stored outcome or a refusal.
   */
  async parseAuthenticationResponse(fields: Record<string, string>): Promise<GatewayResult> {
    const cb = parseCallback(fields);
    const a = await this.o.store.find(cb.transactionIdentifier);
    if (!a || !a.spiToken) throw new GatewayError('signature', 'The 3-D Secure answer names no payment of this shop.');
    if (a.state !== 'STARTED') return this.status(a.transactionIdentifier);
    if (cb.spiToken !== a.spiToken) throw new GatewayError('signature', 'The 3-D Secure answer does not match its payment.');
    if (this.age(a) > SPI_TOKEN_LIFETIME_MS) return this.finish(a, 'FAILED', failedResult(a.transactionIdentifier, 'error', 'The 3-D Secure check took longer than 5 minutes.'));
    if (!shouldComplete(cb, this.o.acceptUnauthenticated)) return this.finish(a, 'DECLINED', failedResult(a.transactionIdentifier, 'declined', refusalReason(cb)));
    if (!(await this.o.store.move(a.transactionIdentifier, ['STARTED'], 'COMPLETING'))) return this.status(a.transactionIdentifier);
    let answer: PowertranzAnswer;
    try {
      answer = await this.send('spi/payment', spiPaymentBody(a.spiToken));
    } catch (err) {
      if (!isGatewayError(err)) throw err;
      await this.o.store.move(a.transactionIdentifier, ['COMPLETING'], 'UNKNOWN');
      return this.settleLost({ ...a, state: 'UNKNOWN' }).catch(() => pendingResult(a.transactionIdentifier));
    }
    const result = resultOf(a.transactionIdentifier, answer, a.amountCents);
    if (result.outcome !== 'approved' && cb.cardholderInfo) result.reasonDescription += ` Your bank says: ${cb.cardholderInfo}`;
    return this.finish({ ...a, state: 'COMPLETING' }, isApproved(answer) ? 'APPROVED' : 'DECLINED', result);
  }

  authorize(): Promise<GatewayResult> {
    return Promise.reject(new GatewayError('rejected', 'PowerTranz holds card funds only after 3-D Secure (spi/auth) in this shop.'));
  }

  /**
   * From the shop's own record (PowerTranz has no status call): the stored answer; pending while the
   * SpiToken may still be completed; after that, failed, and an attempt whose completion answer was lost
   * is voided first (a GatewayError when the void itself gets no answer: ask again later).
   */
  async status(orderId: string): Promise<GatewayResult> {
    const a = await this.o.store.find(orderId);
    if (!a) return pendingResult(orderId);
    if (isFinal(a.state)) return storedResult(a) ?? pendingResult(orderId);
    const settled = this.age(a) > SPI_TOKEN_LIFETIME_MS + this.o.timeoutMs + 30_000;
    if (a.state === 'UNKNOWN' || (a.state === 'COMPLETING' && settled)) return this.settleLost(a);
    if (a.state === 'STARTED' && settled) {
      return this.finish(a, 'FAILED', failedResult(orderId, 'error', 'The 3-D Secure check was not completed within 5 minutes.'));
    }
    return pendingResult(orderId);
  }

  capture = (orderId: string, amountCents: number) => this.modify(orderId, 'capture', amountCents);
  refund = (orderId: string, amountCents: number) => this.modify(orderId, 'refund', amountCents);
  reverse = (orderId: string, amountCents: number) => this.modify(orderId, 'reverse', amountCents);

  private async modify(orderId: string, kind: ModificationKind, amountCents: number): Promise<ModificationResult> {
    const a = await this.send(MOD_PATHS[kind], modificationBody(MOD_PATHS[kind], orderId, amountCents));
    const ok = isApproved(a);
    // The port's FAC codes: 1/1101 done, 3/1100 refused (holds.ts reads 1100 as "nothing held any more").
    return { orderId, kind, amountCents, ok, responseCode: ok ? 1 : 3, reasonCode: ok ? 1101 : 1100, reasonDescription: describeAnswer(a, ok ? 'Success' : 'Refused') };
  }

  private age = (a: PtzAttempt) => this.o.now().getTime() - a.createdAt.getTime();

  private async finish(a: PtzAttempt, to: 'APPROVED' | 'DECLINED' | 'FAILED', result: GatewayResult): Promise<GatewayResult> {
    if (await this.o.store.move(a.transactionIdentifier, [a.state], to, result)) return result;
    return this.status(a.transactionIdentifier);
  }

  /** spi/payment's answer was lost: the funds may be held. Void them; then the attempt has failed. */
  private async settleLost(a: PtzAttempt): Promise<GatewayResult> {
    const voided = await this.modify(a.transactionIdentifier, 'reverse', a.amountCents);
    const why = voided.ok ? 'The payment answer was lost; its hold was released.' : 'The payment answer was lost; nothing is held.';
    return this.finish(a, 'FAILED', failedResult(a.transactionIdentifier, 'error', why));
  }
}
