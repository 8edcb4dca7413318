import { create } from 'zustand';

interface NetworkStatus {
  /** A call failed at the network level: the full-page 502 shows until Retry or Back to Home. */
  failed: boolean;
  setFailed(failed: boolean): void;
}

export const useNetworkStatus = create<NetworkStatus>((set) => ({
  failed: false,
  setFailed: (failed) => set({ failed }),
}));
