import type { Banner } from '@shop/contracts/catalogue';

/**
 * The home page's first offer, as the server drew it into the first view of `/` (docs/decisions/0059): read
 * from the page when the app's script runs, before React replaces the drawing. The home page shows it while
 * a visitor's guest sign-in runs, so the picture stays on the screen.
 */
export const firstViewBanner: Banner | undefined = readFirstView();

function readFirstView(): Banner | undefined {
  const raw = document.querySelector<HTMLElement>('[data-first-view]')?.dataset.banner;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Banner;
  } catch {
    return undefined;
  }
}

/** Whether the page at a path is the one the server drew: a guest's `/` keeps it while the sign-in runs. */
export const drewFirstView = (pathname: string) => firstViewBanner !== undefined && pathname === '/';
