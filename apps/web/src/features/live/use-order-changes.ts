import { useEffect, useRef } from 'react';
import { currentCredentials, recoverSession } from '../../lib/session-bridge';
import { onSignOut } from '../../lib/sign-out-hooks';
import { ANY_ORDER } from '@shop/contracts/order-flow';

type Listener = (orderid: string) => void;

const listeners = new Set<Listener>();
let stop: (() => void) | null = null;
let closing: ReturnType<typeof setTimeout> | undefined;


/** Reads the server's event stream (POST /live/orders) and tells every listener each order id that changed. */
function connect(): () => void {
  let ac = new AbortController();
  let closed = false;
  let delay = 1000;
  let dropped = false;
  const run = async () => {
    while (!closed) {
      try {
        const creds = currentCredentials();
        const res = await fetch('/live/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: creds.username, sessionid: creds.sessionid }),
          signal: ac.signal,
        });
        if (res.status === 401) await recoverSession();
        if (res.ok && res.body) {
          delay = 1000;
          // Changes told while the stream was down are lost: every listener hears that anything may have changed.
          if (dropped) for (const l of [...listeners]) l(ANY_ORDER);
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            const events = buffer.split('\n\n');
            buffer = events.pop() ?? '';
            for (const e of events) {
              const id = /^data: (.+)$/m.exec(e)?.[1];
              if (id) for (const l of [...listeners]) l(id);
            }
          }
        }
      } catch {
        // Dropped, aborted or offline: try again below unless closed.
      }
      if (closed) return;
      dropped = true;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 15_000);
      ac = new AbortController();
    }
  };
  void run();
  return () => {
    closed = true;
    ac.abort();
  };
}

// The stream speaks for the user who opened it: it never outlives their session.
onSignOut(() => {
  clearTimeout(closing);
  stop?.();
  stop = null;
});

/**
 * Calls `onChange(orderid)` whenever an order the signed-in user may see changes, from anyone, in any server
 * process (docs/decisions/0070). One stream per tab, shared by every screen that listens.
 */
export function useOrderChanges(onChange: Listener) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const l: Listener = (id) => latest.current(id);
    listeners.add(l);
    clearTimeout(closing);
    stop ??= connect();
    return () => {
      listeners.delete(l);
      // Moving from one staff screen to the next leaves no listener for a moment: keep the stream through it,
      // so no change is missed between screens.
      if (listeners.size === 0) {
        clearTimeout(closing);
        closing = setTimeout(() => {
          if (listeners.size > 0) return;
          stop?.();
          stop = null;
        }, 5000);
      }
    };
  }, []);
}
