import type { Deps } from '../../deps.js';
import type { PaymentGateway } from '../../payments/gateway.js';

/** What the checkout services use: the shared deps and the card gateway. */
export type CheckoutDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'flights' | 'config' | 'mailer' | 'pdf' | 'metrics' | 'stockGate' | 'afterAnswer'> & { gateway: PaymentGateway };
