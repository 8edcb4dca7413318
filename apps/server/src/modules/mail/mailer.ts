import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { createPendingWork } from '../../lib/pending-work.js';
import { secretTag, scrubSecret } from './outbox-secrets.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `cid` names an inline image that the html shows as <img src="cid:..."> (the reminder's QR code). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  /** The wire value of a temporary password the message carries, so the outbox copy can be scrubbed once used. */
  secret?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Removes a used temporary password from any kept copy of the message that carried it. */
  forget(secret: string): Promise<void>;
  /** Waits for messages still being sent (some are sent after the answer); the app waits on close. */
  drain(): Promise<void>;
}

/** Remembers the sends in flight, so closing the app waits for them. */
function tracked(send: Mailer['send']): Pick<Mailer, 'send' | 'drain'> {
  const pending = createPendingWork();
  return { send: (m) => pending.track(send(m)), drain: () => pending.drain() };
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message to the outbox folder as an .eml file that
 * only the shop's own user may read (folder 0700, files 0600), under a name no other message can take.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      ...tracked(async ({ secret: _secret, ...m }) => void (await transport.sendMail({ from: opts.from, ...m }))),
      forget: async () => undefined,
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let dirReady: Promise<void> | undefined;
  const ensureDir = () =>
    (dirReady ??= mkdir(opts.outboxDir, { recursive: true, mode: 0o700 }).then(() => chmod(opts.outboxDir, 0o700)));
  return {
    ...tracked(async ({ secret, ...m }) => {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await ensureDir();
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const tag = secret ? `-${secretTag(secret)}` : '';
      const file = `${stamp}-${randomBytes(6).toString('hex')}-${safeTo}${tag}.eml`;
      await writeFile(path.join(opts.outboxDir, file), info.message as Buffer, { mode: 0o600, flag: 'wx' });
    }),
    async forget(secret) {
      const tag = `-${secretTag(secret)}.eml`;
      const files = (await readdir(opts.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith(tag));
      for (const f of files) {
        const file = path.join(opts.outboxDir, f);
        await writeFile(file, scrubSecret(await readFile(file, 'utf8')), { mode: 0o600 });
      }
    },
  };
}
