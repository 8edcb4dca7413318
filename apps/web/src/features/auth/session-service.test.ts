import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/demo-users';
import { signIn, startSession } from './session-service';
import { useSession } from './session-store';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 0, statusMessage: 'Success', data }), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ detail: null, phase: 'starting' });
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
