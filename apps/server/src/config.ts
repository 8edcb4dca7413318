import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = fileURLToPath(new URL('../', import.meta.url));

/** The oldest a listing's stock and prices may be (docs/decisions/0007, 0195); checkcart and the payment never use them. */
const LISTING_MAX_AGE_MS = 2000;

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
  // The card gateway (docs/decisions/0020): FAC's real endpoint and merchant when all are set, else the local
  // FAC sandbox mounted in this server (0021); fac-sandbox forces the sandbox. powertranz selects PowerTranz
  // (JSON, EMV 3-D Secure 2, docs/decisions/0090): its real API with POWERTRANZ_*, else its local sandbox.
  PAYMENT_GATEWAY: z.enum(['fac', 'fac-sandbox', 'powertranz'], 'must be fac, fac-sandbox or powertranz').default('fac'),
  FAC_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]+(\/.*)?\/PGServiceXML\/$/, 'must be the gateway URL ending in /PGServiceXML/')
    .optional(),
  FAC_MERCHANT_ID: z.string().regex(/^\d{1,15}$/, 'must be up to 15 digits').optional(),
  FAC_PASSWORD: z.string().min(1).max(64).optional(),
  FAC_ACQUIRER_ID: z.string().regex(/^\d{1,11}$/, 'must be up to 11 digits').default('464748'),
  FAC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // The shop's address as browsers see it (https://shop.example.jm); the 3-D Secure result is posted back under it.
  PUBLIC_URL: z.string().regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://shop.example.jm, without a path').optional(),
  // Sandbox fault injection for tests and the bench: the share of gateway calls that fail (0 to 1), which ways, how slow.
  FAC_SANDBOX_FAULTS: z.coerce.number().min(0).max(1).default(0),
  FAC_SANDBOX_FAULT_KINDS: z
    .string()
    .regex(/^((delay|http500|malformed|signature|decline|timeout)(,|$))*$/, 'must list some of delay, http500, malformed, signature, decline, timeout')
    .default(''),
  FAC_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(2000),
  // PowerTranz: the API root (https://staging.ptranz.com/api), the merchant's PowerTranz id and processing password.
  POWERTRANZ_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+(\/[^?#]*)?\/api$/, 'must be the API root ending in /api, like https://staging.ptranz.com/api')
    .optional(),
  POWERTRANZ_ID: z.string().regex(/^\d{1,20}$/, 'must be the PowerTranz id, digits only').optional(),
  POWERTRANZ_PASSWORD: z.string().min(1).max(128).optional(),
  POWERTRANZ_GATEWAY_KEY: z.string().min(1).max(256).optional(),
  POWERTRANZ_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // Complete payments whose 3-D Secure answer is U (technical failure) or 3D1 (card not enrolled): no liability shift.
  POWERTRANZ_ACCEPT_UNAUTHENTICATED: z.enum(['true', 'false'], 'must be true or false').default('false'),
  POWERTRANZ_SANDBOX_FAULTS: z.coerce.number().min(0).max(1).default(0),
  POWERTRANZ_SANDBOX_FAULT_KINDS: z
    .string()
    .regex(/^((delay|http500|malformed|decline|timeout)(,|$))*$/, 'must list some of delay, http500, malformed, decline, timeout')
    .default(''),
  POWERTRANZ_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(2000),
  // The airports' flight schedule service; without it the shop serves its own seeded schedule.
  FLIGHTS_URL: z.string().url().optional(),
  FLIGHTS_USERNAME: z.string().optional(),
  FLIGHTS_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  // How long a catalogue page answer is shared by shoppers (docs/decisions/0007); 0 turns the cache off.
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(LISTING_MAX_AGE_MS).default(1000),
  // How long a store's catalogue, read once, answers browsed pages (docs/decisions/0195); 0 reads the database for every page.
  CATALOGUE_COPY_MS: z.coerce.number().int().min(0).max(LISTING_MAX_AGE_MS).default(1000),
  // How long before a departure the collection reminder is mailed (docs/decisions/0132): 3 hours by default.
  REMINDER_LEAD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(180),
  // Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed (docs/decisions/0032); none by default.
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/, ]*$/, 'must list proxy addresses or CIDR ranges, comma-separated')
    .default(''),
  // The longest a request may take to arrive, headers and body together, and a client may leave its connection quiet.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(200).max(300_000).default(15_000),
  // How many password hashes run at once; the rest wait, so file reads keep threads of their own.
  // One core is left to the event loop and the database: on 2 cores, one hash at a time.
  // Operations (docs/operations.md). /metrics answers only with this bearer token, and not at all without it.
  METRICS_TOKEN: z.string().min(1).max(512).optional(),
  // The PostgreSQL pool: how long a call waits for a connection (new or free), and the longest one statement may run.
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  // How many connections the shop's calls share on the PostgreSQL server (its stock lane keeps 4 more of its own).
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // How often a staff screen's live order stream looks its session up again; a stream whose session ended is closed.
  LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // On SIGTERM: readiness answers 503 at once; calls keep being served this long (for the load balancer to notice),
  // then the server stops taking connections and waits up to SHUTDOWN_TIMEOUT_MS for running calls and jobs.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(Math.max(1, Math.min(3, availableParallelism() - 1))),
  // How long a call that hashes (sign-in, a new password) waits for a hashing thread before the shop says it is busy.
  HASH_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // The zero bits "I am not a Robot" asks of a password reset's proof of work (docs/decisions/0217): each bit doubles
  // the browser's work. The browser tests' shops ask 12 of a browser run without V8's optimizing compilers.
  ROBOT_CHECK_BITS: z.coerce.number().int().min(12).max(24).default(16),
});

export type Config = z.infer<typeof envSchema> & {
  /** scrypt's cost N for new password hashes: full strength, except in the test runs (docs/decisions/0055). */
  scryptN: number;
  mediaDir: string;
  outboxDir: string;
  dbDir: string;
  receiptsDir: string;
  reportsDir: string;
  trustedProxies: string[];
};

/** Reads the environment; fails with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // A shared page may come from a store copy read up to its window before: together they bound a listing's age.
  if (c.CATALOGUE_CACHE_MS + c.CATALOGUE_COPY_MS > LISTING_MAX_AGE_MS) {
    throw new Error(`Invalid environment:\n  CATALOGUE_CACHE_MS + CATALOGUE_COPY_MS: must not be above ${LISTING_MAX_AGE_MS} (a listing's oldest)`);
  }
  const gatewayProblems = checkGateway(c);
  if (gatewayProblems.length > 0) throw new Error(`Invalid environment:\n${gatewayProblems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...c,
    scryptN: scryptCost(c.NODE_ENV),
    mediaDir: path.join(c.DATA_DIR, 'media'),
    outboxDir: path.join(c.DATA_DIR, 'outbox'),
    dbDir: path.join(c.DATA_DIR, 'db'),
    // Receipts are files answered only to their owner (getreceipt), never served by path.
    receiptsDir: path.join(c.DATA_DIR, 'receipts'),
    // Reports and extracts, answered only to the user who asked for them (getreportfile).
    reportsDir: path.join(c.DATA_DIR, 'reports'),
    trustedProxies: c.TRUST_PROXY.split(',').map((a) => a.trim()).filter(Boolean),
  };
}

type Env = z.infer<typeof envSchema>;
/** scrypt's N: 2^15 (32 MiB, about 0.1 s a hash) wherever people sign in; 2^10 only under NODE_ENV=test. */
export const FULL_SCRYPT_N = 2 ** 15;
const TEST_SCRYPT_N = 2 ** 10;
const scryptCost = (env: Env['NODE_ENV']) => (env === 'test' ? TEST_SCRYPT_N : FULL_SCRYPT_N);

const REAL_FAC = ['FAC_ENDPOINT', 'FAC_MERCHANT_ID', 'FAC_PASSWORD'] as const;
const REAL_PTZ = ['POWERTRANZ_URL', 'POWERTRANZ_ID', 'POWERTRANZ_PASSWORD'] as const;
const PTZ_ONLY = [...REAL_PTZ, 'POWERTRANZ_GATEWAY_KEY'] as const;

/** A real gateway needs all its variables together, and a public https address for its 3-D Secure answer. */
function checkReal(c: Env, label: string, keys: readonly (keyof Env)[]): string[] {
  const given = keys.filter((k) => c[k] !== undefined);
  if (given.length === 0) return [];
  const missing = keys.filter((k) => c[k] === undefined);
  if (missing.length > 0) {
    return missing.map((k) => `${k}: required with ${given.join(' and ')} (the real ${label} gateway needs ${keys.join(', ')})`);
  }
  if (!c.PUBLIC_URL) return [`PUBLIC_URL: required with the real ${label} gateway (its 3-D Secure page posts back to this address)`];
  if (!/^https:|^http:\/\/localhost[:/]?/.test(c.PUBLIC_URL)) return [`PUBLIC_URL: must be https with the real ${label} gateway`];
  return [];
}

const notUsed = (c: Env, keys: readonly (keyof Env)[], fix: string) =>
  keys.filter((k) => c[k] !== undefined).map((k) => `${k}: not used with PAYMENT_GATEWAY=${c.PAYMENT_GATEWAY}; ${fix}`);

/** Only the chosen gateway's variables, complete (docs/decisions/0020, 0090). */
function checkGateway(c: Env): string[] {
  if (c.PAYMENT_GATEWAY === 'powertranz') {
    const facKeys = notUsed(c, REAL_FAC, 'remove it or set PAYMENT_GATEWAY=fac');
    if (c.POWERTRANZ_GATEWAY_KEY !== undefined && c.POWERTRANZ_URL === undefined) {
      return [...facKeys, 'POWERTRANZ_GATEWAY_KEY: only used with the real PowerTranz (POWERTRANZ_URL, POWERTRANZ_ID, POWERTRANZ_PASSWORD)'];
    }
    return [...facKeys, ...checkReal(c, 'PowerTranz', REAL_PTZ)];
  }
  const ptzKeys = notUsed(c, PTZ_ONLY, 'remove it or set PAYMENT_GATEWAY=powertranz');
  if (c.PAYMENT_GATEWAY === 'fac-sandbox') return [...ptzKeys, ...notUsed(c, REAL_FAC, 'remove it or set PAYMENT_GATEWAY=fac')];
  return [...ptzKeys, ...checkReal(c, 'FAC', REAL_FAC)];
}

/** True when no real FAC gateway is configured: the server mounts and uses its local sandbox. */
export const usesFacSandbox = (c: Config): boolean =>
  c.PAYMENT_GATEWAY === 'fac-sandbox' || (c.PAYMENT_GATEWAY === 'fac' && c.FAC_ENDPOINT === undefined);

/** True when PowerTranz is chosen without its URL and credentials: the server mounts and uses its PowerTranz sandbox. */
export const usesPowertranzSandbox = (c: Config): boolean => c.PAYMENT_GATEWAY === 'powertranz' && c.POWERTRANZ_URL === undefined;
