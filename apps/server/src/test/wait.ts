/**
 * Polls `check` every 50 ms until it holds and answers the seconds that took; throws, naming `what`, once `limitS`
 * have passed without it. A wait for a state: the default limit is one a machine busy with the whole suite does
 * not reach, not a speed the test asserts (speed is the benches', docs/decisions/0170).
 */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, limitS = 30): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return (Date.now() - start) / 1000;
    if (Date.now() - start > limitS * 1000) throw new Error(`${what}: not within ${limitS} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
