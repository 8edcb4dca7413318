import { create } from 'zustand';
import type { LoginData } from '@shop/contracts/auth';

/** What the browser keeps of a sign-in: never a password or its hash, only the session and renewal token. */
export interface LoginDetail extends LoginData {
  terms: 'Y' | 'N';
  /** When the session was issued or last renewed (ms). */
  time: number;
}

const KEY = 'loginDetail';

function load(): LoginDetail | null {
  for (const store of [localStorage, sessionStorage]) {
    try {
      const raw = store.getItem(KEY);
      if (raw) return JSON.parse(raw) as LoginDetail;
    } catch {
      store.removeItem(KEY);
    }
  }
  return null;
}

/** Keep me Signed In keeps the detail in local storage (survives a browser restart); otherwise session storage. */
function save(detail: LoginDetail | null) {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!detail) return;
  (detail.terms === 'Y' ? localStorage : sessionStorage).setItem(KEY, JSON.stringify(detail));
}

export type SessionPhase = 'starting' | 'ready' | 'signed-out';

interface SessionState {
  detail: LoginDetail | null;
  phase: SessionPhase;
  /** Why the session was ended, when the user should be told (a deactivated account); the sign-in page shows it. */
  endedBecause: string | null;
  set(detail: LoginDetail): void;
  patch(part: Partial<LoginDetail>): void;
  clear(phase?: SessionPhase, endedBecause?: string): void;
}

export const useSession = create<SessionState>((set, get) => ({
  detail: load(),
  phase: 'starting',
  endedBecause: null,
  set: (detail) => {
    save(detail);
    set({ detail, phase: 'ready', endedBecause: null });
  },
  patch: (part) => {
    const current = get().detail;
    if (!current) return;
    const detail = { ...current, ...part };
    save(detail);
    set({ detail });
  },
  clear: (phase = 'signed-out', endedBecause) => {
    save(null);
    set({ detail: null, phase, endedBecause: endedBecause ?? null });
  },
}));
