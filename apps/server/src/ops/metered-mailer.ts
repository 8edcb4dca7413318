import type { Mailer } from '../modules/mail/mailer.js';
import type { ShopMetrics } from './metrics.js';

/** The mailer with every send counted as sent or failed; callers still see the failure. */
export function meterMailer(mailer: Mailer, metrics: ShopMetrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        metrics.mail('sent');
      } catch (err) {
        metrics.mail('failed');
        throw err;
      }
    },
    forget: (secret) => mailer.forget(secret),
    drain: () => mailer.drain(),
  };
}
