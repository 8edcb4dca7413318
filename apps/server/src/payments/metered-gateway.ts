import type { FastifyBaseLogger } from 'fastify';
import type { GatewayOutcome, ShopMetrics } from '../ops/metrics.js';
import { requestLog } from '../ops/request-context.js';
import { isGatewayError, type GatewayResult, type ModificationResult, type PaymentGateway } from './gateway.js';

const OPERATIONS = ['startAuthentication', 'parseAuthenticationResponse', 'authorize', 'status', 'capture', 'refund', 'reverse'] as const;
type Operation = (typeof OPERATIONS)[number];

/** approved / declined / error as the answer says; a pending attempt (no answer yet) counts as approved traffic, not a fault. */
function outcomeOf(res: unknown): GatewayOutcome {
  const r = res as Partial<Omit<GatewayResult, 'kind'> & Omit<ModificationResult, 'kind'>> & { kind?: string };
  if (typeof r.ok === 'boolean') return r.ok ? 'approved' : 'declined';
  if (r.kind === 'html' || r.outcome === 'approved' || r.outcome === 'pending') return 'approved';
  return r.outcome === 'error' ? 'error' : 'declined';
}

/** The attempt's gateway order number, which support searches for; never anything of the card. */
const orderIdOf = (op: Operation, args: unknown[]): string | undefined => {
  if (op === 'parseAuthenticationResponse') return undefined;
  const first = args[0];
  return typeof first === 'string' ? first : (first as { orderId?: string } | undefined)?.orderId;
};

/**
 * The gateway every adapter hides behind, counted and logged: one line per call (gateway, operation,
 * outcome, time, order number) on the logger of the request it runs for, so the line carries the request
 * id. A Proxy, so the adapters stay untouched and whatever else they expose (tests reach in) still shows.
 */
export function meterGateway(gateway: PaymentGateway, metrics: ShopMetrics, fallbackLog: FastifyBaseLogger): PaymentGateway {
  const wrapped = new Map<PropertyKey, unknown>();
  for (const op of OPERATIONS) {
    const original = gateway[op] as (...a: unknown[]) => Promise<unknown>;
    wrapped.set(op, async (...args: unknown[]) => {
      const started = performance.now();
      let outcome: GatewayOutcome = 'error';
      let failure: string | undefined;
      try {
        const res = await original.apply(gateway, args);
        outcome = outcomeOf(res);
        return res;
      } catch (err) {
        outcome = isGatewayError(err) && err.kind === 'timeout' ? 'timeout' : 'error';
        failure = isGatewayError(err) ? err.kind : 'exception';
        throw err;
      } finally {
        metrics.gatewayCall(gateway.name, op, outcome);
        const ms = Math.round(performance.now() - started);
        (requestLog() ?? fallbackLog).info({ gateway: gateway.name, operation: op, outcome, failure, ms, gatewayOrderId: orderIdOf(op, args) }, 'gateway call');
      }
    });
  }
  return new Proxy(gateway, { get: (target, prop, receiver) => (wrapped.has(prop) ? wrapped.get(prop) : Reflect.get(target, prop, receiver)) });
}
