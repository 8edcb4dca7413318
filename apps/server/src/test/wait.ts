/**
 * How long `vi.waitFor` waits for a state in the server's tests: a bound a machine busy with the whole suite does
 * not reach, not a speed the test asserts (speed is the benches', docs/decisions/0170). vi.waitFor's own default
 * is 1 s.
 */
export const STATE_WAIT = { timeout: 30_000, interval: 50 };
