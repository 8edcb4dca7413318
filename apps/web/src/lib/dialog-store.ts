import { create } from 'zustand';

export interface DialogRequest {
  id: number;
  title: string;
  message: string;
  confirm: string;
  /** Absent for a one-button dialog. */
  cancel?: string;
  danger?: boolean;
  resolve(ok: boolean): void;
}

interface DialogState {
  queue: DialogRequest[];
  push(d: DialogRequest): void;
  settle(id: number, ok: boolean): void;
}

/** Open dialogs, first shown first; the dialog host (loaded on first use) renders the head of the queue. */
export const useDialogs = create<DialogState>((set, get) => ({
  queue: [],
  push: (d) => set({ queue: [...get().queue, d] }),
  settle: (id, ok) => {
    const d = get().queue.find((q) => q.id === id);
    set({ queue: get().queue.filter((q) => q.id !== id) });
    d?.resolve(ok);
  },
}));
