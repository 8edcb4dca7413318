import type { Deps } from '../../deps.js';
import type { Job } from '../../jobs/job.js';
import { airportDateTime } from '@shop/contracts/airport-time';
import { recordEvent } from '../orders/event-repo.js';
import { notifyOrderChanged } from '../orders/notify.js';
import { itemsOf } from '../orders/order-repo.js';
import { reminderMail } from './mail.js';
import { claimReminder, dueReminders, loungeOf, releaseReminder } from './repo.js';

type ReminderDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;

/** Claims, mails and records one order's reminder; a mail that fails gives the claim back for the next run. */
async function remindOne(deps: ReminderDeps, orderid: string, now: Date, until: Date): Promise<boolean> {
  const order = await claimReminder(deps.db, orderid, now, until);
  if (!order) return false;
  try {
    const mail = await reminderMail(order, await itemsOf(deps.db, orderid), await loungeOf(deps.db, order.airportid, order.direction));
    await deps.mailer.send(mail);
  } catch (err) {
    await releaseReminder(deps.db, orderid, now);
    deps.log.error({ err, orderid }, 'the reminder before the flight could not be mailed');
    return false;
  }
  await recordEvent(deps.db, {
    orderid,
    who: 'system',
    at: now,
    from: null,
    to: null,
    what: `Reminder mailed to ${order.guestEmail} for flight ${order.flightid} at ${airportDateTime(order.flightTime)}`,
    action: 'REMINDER',
  });
  await notifyOrderChanged(deps.db, orderid);
  return true;
}

/** Mails every reminder due now (the flight leaves within the lead); answers how many went out. */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + deps.config.REMINDER_LEAD_MINUTES * 60_000);
  let sent = 0;
  for (const orderid of await dueReminders(deps.db, now, until)) if (await remindOne(deps, orderid, now, until)) sent++;
  return sent;
}

/** The reminder before the flight (docs/decisions/0132): every minute, in one process at a time. */
export const flightReminderJob: Job = {
  name: 'flight-reminders',
  everyMs: 60_000,
  run: (deps) => sendDueReminders(deps).then(() => undefined),
};
