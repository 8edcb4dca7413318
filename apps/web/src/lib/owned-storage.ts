import { createJSONStorage, type StateStorage } from 'zustand/middleware';

/**
 * Stored shopping state (the cart, the airport trail, checkout drafts) belongs to the signed-in user:
 * it is kept in local storage under `<name>:<username>`, so another user on the same browser, or a new
 * tab that starts as a guest, never reads it. See docs/decisions/0040-shopping-state-per-user.md.
 */
export interface StorageOwner {
  username: string;
  /** The shop's shared internal default user (every visitor before signing in). */
  guest: boolean;
}

interface OwnedStore {
  /** Back to the store's initial state; nothing is written while there is no owner. */
  clear(): void;
  rehydrate(): Promise<void> | void;
}

let owner: StorageOwner | null = null;
const stores = new Set<OwnedStore>();

/** Where `o`'s copy of the store `name` is kept. */
export const keyOf = (name: string, o: StorageOwner) => `${name}:${o.username}`;

const ownedStateStorage: StateStorage = {
  getItem: (name) => (owner ? localStorage.getItem(keyOf(name, owner)) : null),
  setItem: (name, value) => {
    if (owner) localStorage.setItem(keyOf(name, owner), value);
  },
  removeItem: (name) => {
    if (owner) localStorage.removeItem(keyOf(name, owner));
  },
};

/** The `storage` option of a zustand `persist` store whose state belongs to the signed-in user. */
export const ownedStorage = () => createJSONStorage(() => ownedStateStorage);

interface PersistedStore {
  setState(state: never, replace: true): void;
  getInitialState(): unknown;
  persist: { rehydrate(): Promise<void> | void };
}

/** Registers a persisted store (named as in its `persist` options) to follow the signed-in user. */
export function ownStore(name: string, store: PersistedStore) {
  // What an earlier version kept under the bare name belongs to nobody in particular: dropped.
  localStorage.removeItem(name);
  stores.add({ clear: () => store.setState(store.getInitialState() as never, true), rehydrate: () => store.persist.rehydrate() });
}

/** Switches every owned store to `next`'s state (empty without a user). */
export async function switchOwner(next: StorageOwner | null) {
  if (owner?.username === next?.username) return;
  owner = null;
  stores.forEach((s) => s.clear());
  owner = next;
  if (next) await Promise.all([...stores].map((s) => s.rehydrate()));
}
