import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/demo-users';
import { renewSession, signIn, startSession } from './session-service';
import { useSession } from './session-store';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 0, statusMessage: 'Success', data }), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ detail: null, phase: 'starting', endedBecause: null });
});

describe('a first visit', () => {
  it('lets a sign-in wait for the silent guest sign-in, so the guest answer cannot replace the user', async () => {
    // What a sign-in loads on first use is loaded before the clock starts.
    await Promise.all([import('../../lib/sha256'), import('../cart/adopt-guest-cart')]);
    const guest = signedIn('shopper');
    // The guest's answer comes late: 10 ms after a user's sign-in was answered, or after 50 ms.
    let answerGuest!: () => void;
    const guestAnswered = new Promise<void>((r) => (answerGuest = r));
    setTimeout(answerGuest, 50);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as { request: { silentLogin?: string } };
        if (body.request.silentLogin === 'Y') {
          await guestAnswered;
          return envelope({ ...guest, username: 'guest', internal: 'Y' });
        }
        setTimeout(answerGuest, 10);
        return envelope({ ...guest, username: 'shopper', internal: 'N' });
      }),
    );
    useSession.setState({ detail: null, phase: 'starting' });
    const started = startSession();
    await Promise.all([started, signIn('shopper', 'Secret#123', false)]);
    await new Promise((r) => setTimeout(r, 30));
    expect(useSession.getState().detail?.username).toBe('shopper');
  });
});

describe('a renewal refused', () => {
  const refusal = (status: number, statusMessage: string) =>
    new Response(JSON.stringify({ status, statusMessage, data: null }), { headers: { 'content-type': 'application/json' } });

  it('keeps why, for the sign-in page, when the account was deactivated', async () => {
    useSession.getState().set(signedIn('lounge'));
    vi.stubGlobal('fetch', vi.fn(async () => refusal(5, 'Your account is inactive. Please contact the lounge administrator.')));
    expect(await renewSession()).toBe(false);
    expect(useSession.getState().detail).toBeNull();
    expect(useSession.getState().endedBecause).toBe('Your account is inactive. Please contact the lounge administrator.');
    // The next sign-in forgets it.
    useSession.getState().set(signedIn('lounge'));
    expect(useSession.getState().endedBecause).toBeNull();
  });

  it('says nothing when the session merely expired', async () => {
    useSession.getState().set(signedIn('lounge'));
    vi.stubGlobal('fetch', vi.fn(async () => refusal(3, 'Your session has expired. Please sign in again.')));
    expect(await renewSession()).toBe(false);
    expect(useSession.getState().endedBecause).toBeNull();
  });
});
