import type { FastifyInstance } from 'fastify';
import { parseFaultKinds, SandboxFaults } from './fac/sandbox/faults.js';
import { registerFacSandbox, type FacSandbox } from './fac/sandbox/routes.js';
import { SANDBOX_MERCHANT } from './fac/sandbox/validate.js';
import { usesFacSandbox, usesPowertranzSandbox } from '../config.js';
import { ptzFaultApplies, registerPowertranzSandbox, type PtzSandbox } from './powertranz/sandbox/routes.js';
import type { Deps } from '../deps.js';

/** A 3-D Secure page left open longer than this fails the attempt (FAC reason 401). */
export const ACS_LIFETIME_MS = 10 * 60_000;

const sandboxes = new WeakMap<FastifyInstance, FacSandbox>();

/** The sandbox this app mounted (tests set its faults and read its transactions); undefined with a real gateway. */
export const facSandboxOf = (app: FastifyInstance): FacSandbox | undefined => sandboxes.get(app);

const ptzSandboxes = new WeakMap<FastifyInstance, PtzSandbox>();

/** The PowerTranz sandbox this app mounted (tests and the bench set its faults); undefined otherwise. */
export const powertranzSandboxOf = (app: FastifyInstance): PtzSandbox | undefined => ptzSandboxes.get(app);

/** Mounts the local PowerTranz sandbox when PowerTranz is chosen without its real URL (docs/decisions/0091). */
function registerPtzSandbox(app: FastifyInstance, deps: Pick<Deps, 'config' | 'db' | 'clock'>): void {
  const { config } = deps;
  if (config.NODE_ENV === 'production') app.log.warn('No POWERTRANZ_URL: card payments go to the local PowerTranz sandbox, no money moves.');
  const sandbox: PtzSandbox = {
    context: { db: deps.db, now: () => deps.clock.now() },
    faults: new SandboxFaults(
      { rate: config.POWERTRANZ_SANDBOX_FAULTS, kinds: parseFaultKinds(config.POWERTRANZ_SANDBOX_FAULT_KINDS), delayMs: config.POWERTRANZ_SANDBOX_DELAY_MS },
      Math.random,
      ptzFaultApplies,
    ),
  };
  ptzSandboxes.set(app, sandbox);
  registerPowertranzSandbox(app, { ...sandbox, hangMs: config.POWERTRANZ_TIMEOUT_MS + 5000 });
}

/**
 * Mounts the local FAC or PowerTranz sandbox when no real gateway is configured (the merchant response page is the checkout's:
 * modules/checkout/merchant-response-route.ts).
 */
export function registerPayments(app: FastifyInstance, deps: Pick<Deps, 'config' | 'db' | 'clock'>): void {
  const { config } = deps;
  if (usesPowertranzSandbox(config)) registerPtzSandbox(app, deps);
  if (!usesFacSandbox(config)) return;
  if (config.NODE_ENV === 'production') app.log.warn('No FAC_ENDPOINT: card payments go to the local FAC sandbox, no money moves.');
  const sandbox: FacSandbox = {
    context: { db: deps.db, merchant: SANDBOX_MERCHANT, now: () => deps.clock.now(), acsLifetimeMs: ACS_LIFETIME_MS },
    faults: new SandboxFaults({
      rate: config.FAC_SANDBOX_FAULTS,
      kinds: parseFaultKinds(config.FAC_SANDBOX_FAULT_KINDS),
      delayMs: config.FAC_SANDBOX_DELAY_MS,
    }),
  };
  sandboxes.set(app, sandbox);
  registerFacSandbox(app, { ...sandbox, hangMs: config.FAC_TIMEOUT_MS + 5000, admin: config.NODE_ENV !== 'production' });
}
