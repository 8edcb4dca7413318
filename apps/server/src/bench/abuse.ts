import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { calls, type CallName } from '@shop/contracts/calls';
import { createBenchDatabase } from './bench-data.js';
import { envelope, hostileBodies, inParallel, median, percentile, post } from './abuse-probes.js';
import { signInLimits } from '../modules/auth/sign-in-throttle.js';

// Run with `npm run bench:abuse`: starts the shop twice on one fresh PostgreSQL database (one process as
// deployed, one behind a trusted proxy to give timing probes their own addresses) and attacks it.
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const main = fileURLToPath(new URL('../main.js', import.meta.url));
const HOSTILE_PER_CALL = 500;
const hex = (s: string) => createHash('sha256').update(s).digest('hex');
const RIGHT = hex('DutyFree#2026');
const WRONG = hex('Wrong#Pass11');
const login = (username: string, password: string) => envelope({ username, password, terms: 'N', internal: 'N', silentLogin: 'N' });
const throttled = (m: string) => /too many|try again in|locked|wait/i.test(m);

const verdicts: string[] = [];
const judge = (name: string, pass: boolean, detail: string) => verdicts.push(`${pass ? 'PASS' : 'FAIL'} ${name}: ${detail}`);

async function startShop(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the shop on port ${port} exited`);
    if (await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST' }).then(() => true, () => false)) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the shop on port ${port} did not start`);
}

async function parallelWrongPasswords(base: string, other: string) {
  // Half through each process: the count lives in the database, so both processes count together.
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 ? other : base, 'login', login('agent', WRONG))));
  const checked = answers.filter((a) => !throttled(a.statusMessage)).length;
  console.log(`40 wrong passwords at once at one user (two processes): ${checked} checked`);
  judge('wrong passwords checked of 40 at once <= 5', checked <= 5, String(checked));
}

async function rotatingForwardedFor(base: string) {
  let through = 0;
  for (let i = 0; i < 30; i++) {
    const a = await post(base, 'login', login(`nobody${i}`, WRONG), { 'x-forwarded-for': `10.9.${i}.7` });
    if (!throttled(a.statusMessage)) through++;
  }
  console.log(`30 attempts with a rotating X-Forwarded-For from one address: ${through} got through`);
  judge(`rotating X-Forwarded-For attempts through <= per-address limit ${signInLimits.address.max}`, through <= signInLimits.address.max, String(through));
}

async function signInTiming(proxied: string) {
  const known: number[] = [];
  const unknown: number[] = [];
  const time = async (username: string, address: string) => {
    const t = performance.now();
    const a = await post(proxied, 'login', login(username, WRONG), { 'x-forwarded-for': address });
    if (throttled(a.statusMessage)) throw new Error('a timing probe was throttled');
    return performance.now() - t;
  };
  const users = ['shopper', 'express', 'reports', 'lounge', 'vendor'];
  for (let i = 0; i < 3; i++) await time(`warm${i}`, `10.30.0.${i}`);
  for (let i = 0; i < 40; i++) {
    known.push(await time(users[i % users.length]!, `10.31.${i}.1`));
    unknown.push(await time(`ghost${i}`, `10.32.${i}.1`));
  }
  const [k, u] = [median(known), median(unknown)];
  const diff = Math.abs(k - u) / Math.max(k, u);
  console.log(`median sign-in time: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (${(diff * 100).toFixed(1)}% apart)`);
  judge('known and unknown usernames differ < 10%', diff < 0.1, `${(diff * 100).toFixed(1)}%`);
}

async function pictureDuringFlood(base: string, picture: string) {
  // Every flood request is a new username from a new address, so none is throttled and each costs a hash.
  let n = 0;
  const flood = autocannon({
    url: `${base}/api/login`,
    method: 'POST',
    connections: 50,
    duration: 10,
    requests: [
      {
        setupRequest: (req) => {
          n++;
          return { ...req, headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }, body: JSON.stringify(login(`flood${n}`, WRONG)) };
        },
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 1500));
  const latencies: number[] = [];
  const until = Date.now() + 7500;
  while (Date.now() < until) {
    const t = performance.now();
    const res = await fetch(`${base}${picture}`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 5));
  }
  const result = await flood;
  const p99 = percentile(latencies, 0.99);
  // The flood's queued hashes drain before the next probe, so it measures its own calls only.
  while ((await post(base, 'checksession', envelope({}))).status < 0) await new Promise((r) => setTimeout(r, 500));
  console.log(`sign-in flood: ${result.requests.average.toFixed(0)} sign-ins/s over 50 connections (${result.non2xx} non-2xx); picture p99 ${p99.toFixed(1)} ms (median ${median(latencies).toFixed(1)} ms, ${latencies.length} pictures)`);
  judge('picture p99 during a 50-connection sign-in flood < 200 ms', p99 < 200, `${p99.toFixed(1)} ms`);
}

async function hostileBodiesPerCall(base: string) {
  let s = await post(base, 'login', login('lounge', RIGHT), { 'x-forwarded-for': '10.40.0.1' });
  // The flood's last hashes may still hold the queue: try again until the sign-in goes through.
  for (let i = 2; s.status !== 0 && i < 30; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    s = await post(base, 'login', login('lounge', RIGHT), { 'x-forwarded-for': `10.40.0.${i}` });
  }
  if (s.status !== 0) throw new Error(`sign-in for the hostile bodies failed: ${s.statusMessage}`);
  const session = { username: 'lounge', sessionid: s.data?.sessionid ?? '' };
  let total = 0;
  let fivexx = 0;
  for (const name of Object.keys(calls) as CallName[]) {
    const bodies = hostileBodies(name, HOSTILE_PER_CALL, name === 'logout' ? undefined : session);
    let bad = 0;
    await inParallel(bodies, 8, async (body) => {
      const a = await post(base, name, body);
      if (a.http >= 500 || a.status >= 500 || a.status < 0) {
        if (bad++ === 0) console.log(`  first 5xx or unreadable answer to ${name}: HTTP ${a.http} ${a.status} ${a.statusMessage} for ${body.slice(0, 120)}`);
      }
    });
    total += bodies.length;
    fivexx += bad;
    console.log(`  ${name}: ${bodies.length} hostile bodies, ${bad} answered 5xx`);
  }
  console.log(`hostile bodies: ${fivexx} 5xx answers of ${total}`);
  judge(`5xx answers to >= ${HOSTILE_PER_CALL} hostile bodies per call = 0`, fivexx === 0, `${fivexx} of ${total}`);
}

async function run() {
  const bench = await createBenchDatabase(adminUrl);
  const dirs = [await mkdtemp(path.join(tmpdir(), 'shop-abuse-')), await mkdtemp(path.join(tmpdir(), 'shop-abuse-'))];
  const children: ChildProcess[] = [];
  try {
    const [port, proxiedPort] = [4000 + Math.floor(Math.random() * 900), 5000 + Math.floor(Math.random() * 900)];
    children.push(await startShop(port, { DATABASE_URL: bench.url, DATA_DIR: dirs[0]! }));
    children.push(await startShop(proxiedPort, { DATABASE_URL: bench.url, DATA_DIR: dirs[1]!, TRUST_PROXY: '127.0.0.1' }));
    const base = `http://127.0.0.1:${port}`;
    const proxied = `http://127.0.0.1:${proxiedPort}`;
    const picture = `/media/product/${(await readdir(path.join(dirs[0]!, 'media', 'product')))[0]!.replace(/\.\w+$/, '')}`;
    await parallelWrongPasswords(base, proxied);
    await rotatingForwardedFor(base);
    await signInTiming(proxied);
    await pictureDuringFlood(proxied, picture);
    await hostileBodiesPerCall(proxied);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await bench.drop().catch(() => undefined);
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  }
  console.log(`machine load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
  for (const v of verdicts) console.log(v);
  if (verdicts.some((v) => v.startsWith('FAIL'))) process.exitCode = 1;
}

run().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
