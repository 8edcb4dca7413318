const hooks = new Set<() => void>();

/** Features with their own stored state (the cart, checkout drafts) register here to be cleared on sign out. */
export const onSignOut = (fn: () => void) => {
  hooks.add(fn);
  return () => hooks.delete(fn);
};

export const runSignOutHooks = () => hooks.forEach((fn) => fn());
