import type { Session } from './harness.js';

/**
 * A live order stream opened as a session (POST /live/orders): its status, the order ids it told, and whether
 * the server ended it: `closed` when it finished the stream, `cut` when the connection broke off mid-stream
 * (what a browser reports as net::ERR_INCOMPLETE_CHUNKED_ENCODING).
 */
export interface LiveStream {
  status: number;
  heard: string[];
  state: { closed: boolean; cut: boolean };
  stop(): Promise<void>;
}

/** Opens the live order stream at `base` as `s` and collects the order ids it tells. */
export async function listenLive(base: string, s: Session): Promise<LiveStream> {
  const ac = new AbortController();
  const res = await fetch(`${base}/live/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: s.username, sessionid: s.sessionid }),
    signal: ac.signal,
  });
  const heard: string[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const state = { closed: false, cut: false };
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (state.closed = true);
        buffer += decoder.decode(value, { stream: true });
        // Each whole line once: the last, unfinished one waits for the rest. So an id taken out of `heard` is told
        // again only by a new message.
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) {
          const id = /^data: (.+)$/.exec(line)?.[1];
          if (id && !heard.includes(id)) heard.push(id);
        }
      }
    } catch {
      // Not by stop(): the server broke the stream off.
      if (!ac.signal.aborted) state.cut = true;
    }
  })();
  return { status: res.status, heard, state, stop: () => (ac.abort(), reading) };
}
