import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type ShownCurrency = 'USD' | 'JMD';

/** The browser's first language region: en-JM (or any *-JM) shows Jamaican dollars first. */
export function defaultCurrency(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): ShownCurrency {
  const first = languages[0] ?? '';
  return /[-_]JM\b/i.test(first) ? 'JMD' : 'USD';
}

interface CurrencyState {
  code: ShownCurrency;
  setCode(code: ShownCurrency): void;
}

/** The currency prices show in first; remembered per browser, not per user (decision 0131). */
export const useCurrency = create<CurrencyState>()(
  persist(
    (set) => ({
      code: defaultCurrency(),
      setCode: (code) => set({ code }),
    }),
    { name: 'shown-currency', partialize: (s) => ({ code: s.code }) },
  ),
);
