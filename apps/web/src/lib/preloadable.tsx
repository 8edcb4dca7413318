import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable {
  (): React.JSX.Element;
  /** Fetches the module; once it has arrived, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded component that renders at once when its module has already arrived. A plain `lazy()`
 * suspends on its first render whatever has been fetched: React commits the Suspense fallback, then holds
 * the content back for up to 300 ms after it (its fallback throttle). The first page's modules are preloaded
 * before React starts (`main.tsx`), so the page is drawn in the first commit (docs/decisions/0057).
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        Loaded = m.default;
      },
      (err: unknown) => {
        loading = undefined; // a failed fetch is tried again on the next render
        throw err;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Preloaded() {
    // Decided once per mount: switching between the two would remount the page.
    const [Ready] = useState(() => Loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Preloaded, { preload });
}
