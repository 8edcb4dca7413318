import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { useSession } from './session-store';

/*
 * Why this exists: signing in, signing out and clearing a forced password reset can change the route gate,
 * and the app then builds a new router (app/app.tsx) that mounts every page afresh at the address in the
 * address bar; a navigate() from the old page would be lost with the old router. So such a change goes
 * through changeSessionThenGo, which handles both outcomes:
 * - the destination is written to the address bar the moment the session changes, before React renders,
 *   so a new router starts there;
 * - if the gate did not change, the old router is still the one shown: once the change is done, the header
 *   (every router renders it) takes that router to the destination.
 */

interface Intent {
  to: string;
  /** The session change has finished. */
  done: boolean;
}

const useIntent = create<{ intent: Intent | null }>(() => ({ intent: null }));

/**
 * Runs a session change and then shows `to`, whichever router is live afterwards. The destination replaces
 * the current history entry; with `push` it is added after it (Back returns to the page left).
 */
export async function changeSessionThenGo(to: string, change: () => unknown, { push = false } = {}): Promise<void> {
  const left = { state: window.history.state as unknown, url: window.location.href };
  let moved = false;
  useIntent.setState({ intent: { to, done: false } });
  const stop = useSession.subscribe(() => {
    stop();
    moved = true;
    if (push) window.history.pushState(null, '', to);
    else window.history.replaceState(null, '', to);
  });
  try {
    await change();
    useIntent.setState({ intent: { to, done: true } });
  } catch (err) {
    useIntent.setState({ intent: null });
    // The change failed, so the session update seen was another one (a renewal) that kept the gate: go back.
    if (moved) window.history.replaceState(left.state, '', left.url);
    throw err;
  } finally {
    stop();
  }
}

/** For the header: follows the intent recorded by changeSessionThenGo, once, in whichever router renders it. */
export function useFollowRedirect() {
  const intent = useIntent((s) => s.intent);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!intent || (pathname !== intent.to && !intent.done)) return;
    useIntent.setState({ intent: null });
    if (pathname !== intent.to) navigate(intent.to, { replace: true });
  }, [intent, pathname, navigate]);
}
