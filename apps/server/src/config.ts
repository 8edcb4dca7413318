import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = fileURLToPath(new URL('../', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.resolve(serverRoot, '../../var')),
  WEB_DIST: z.string().min(1).default(path.resolve(serverRoot, '../web/dist')),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Jamaica Airports Duty Free <no-reply@dutyfree.example>'),
  PAYMENT_GATEWAY: z.enum(['fac-sandbox', 'fac']).default('fac-sandbox'),
  FAC_ENDPOINT: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  // How long a catalogue page answer is shared by shoppers (docs/decisions/0007); 0 turns the cache off.
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(2000).default(2000),
  // Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed (docs/decisions/0032); none by default.
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/, ]*$/, 'must list proxy addresses or CIDR ranges, comma-separated')
    .default(''),
  // The longest a request may take to arrive, headers and body together.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(200).max(300_000).default(15_000),
  // How many password hashes run at once; the rest wait, so file reads keep threads of their own.
  // One core is left to the event loop and the database: on 2 cores, one hash at a time.
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(Math.max(1, Math.min(3, availableParallelism() - 1))),
});

export type Config = z.infer<typeof envSchema> & { mediaDir: string; outboxDir: string; dbDir: string; trustedProxies: string[] };

/** Reads the environment; fails with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.PAYMENT_GATEWAY === 'fac' && !c.FAC_ENDPOINT) {
    throw new Error('Invalid environment:\n  FAC_ENDPOINT: required when PAYMENT_GATEWAY=fac');
  }
  return {
    ...c,
    mediaDir: path.join(c.DATA_DIR, 'media'),
    outboxDir: path.join(c.DATA_DIR, 'outbox'),
    dbDir: path.join(c.DATA_DIR, 'db'),
    trustedProxies: c.TRUST_PROXY.split(',').map((a) => a.trim()).filter(Boolean),
  };
}
