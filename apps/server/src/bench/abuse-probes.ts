import { calls, type CallName } from '@shop/contracts/calls';
import type { z } from 'zod';

export interface Answer {
  http: number;
  status: number;
  statusMessage: string;
  data: { sessionid?: string } | null;
}

/** One call to a running shop, answering the HTTP status and the envelope (status -1 when the body is not JSON). */
export async function post(base: string, name: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { http: 0, status: -2, statusMessage: `no answer: ${cause?.code ?? cause?.message ?? String(err)}`, data: null };
  }
  const text = await res.text();
  try {
    const env = JSON.parse(text);
    return { http: res.status, status: env.status, statusMessage: env.statusMessage, data: env.data };
  } catch {
    return { http: res.status, status: -1, statusMessage: text.slice(0, 80), data: null };
  }
}

export const envelope = (request: unknown, session?: { username: string; sessionid: string }) => ({
  username: session?.username ?? '',
  sessionid: session?.sessionid ?? '',
  failstatus: 0,
  request,
});

const hostileValues: unknown[] = [
  'SIADRUM\u0000', '\u0000', 'a\u0007b', '\u001b[31m', "' or 1=1 --", '%_\\', '../../etc/passwd', '<script>alert(1)</script>',
  'a'.repeat(300), 'a'.repeat(70_000), '', ' ', '\ud800', 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1, 0, 1.5,
  Number.MAX_SAFE_INTEGER, true, false, null, [], [1, 2], {}, { $gt: '' }, 'ten', 'Y', 'N',
];

/** A deterministic stream of pseudo-random numbers, so every run sends the same bodies. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

/**
 * `count` hostile bodies for one call: every request field with every hostile value, then random mixes of
 * fields and values, wrong envelope types and bodies that are not JSON at all.
 */
export function hostileBodies(name: CallName, count: number, session?: { username: string; sessionid: string }): string[] {
  const fields = Object.keys((calls[name].request as z.ZodObject).shape ?? {});
  const keys = [...fields, 'extra', '__proto__', 'constructor'];
  const bodies: string[] = [];
  for (const f of keys) for (const v of hostileValues) bodies.push(JSON.stringify(envelope({ [f]: v }, session)));
  const rnd = random(name.length * 7919);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  while (bodies.length < count) {
    const kind = rnd();
    if (kind < 0.1) bodies.push(pick(['{', '[]', 'null', '"x"', '{"request":', '{"request":[]}', '{"username":{},"request":{}}', '\u0000']));
    else if (kind < 0.2) bodies.push(JSON.stringify({ ...envelope({}, session), [pick(['username', 'sessionid', 'failstatus', 'request'])]: pick(hostileValues) }));
    else {
      const request: Record<string, unknown> = {};
      for (const f of keys) if (rnd() < 0.5) request[f] = pick(hostileValues);
      bodies.push(JSON.stringify(envelope(request, session)));
    }
  }
  return bodies.slice(0, Math.max(count, bodies.length));
}

/** Runs tasks with at most `width` at once. */
export async function inParallel<T>(items: T[], width: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;
