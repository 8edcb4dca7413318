import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { APP_RAN_ATTRIBUTE, KEPT_VIEW_COOKIE, KEPT_VIEW_KEY, keptViewPaths, type KeptView } from '@shop/contracts/kept-view';
import { useNetworkStatus } from '../lib/network-status';

/**
 * The view a visitor left a page with, kept for the next load of the same history entry (docs/decisions/0061).
 * The shop's pages whose state the browser holds (the store, category and product in the history entry, the
 * cart in local storage) cannot be drawn by the server. When the visitor leaves one (a reload, another site,
 * a phone putting the tab away), the app's root (the theme's styles and the frame of header and page,
 * `data-page-frame`) is kept in session storage with the style sheets it was drawn with;
 * the starter (start-app.js) draws it before the app's script arrives, and the app shows it until the page
 * has what it draws.
 */
export function keepViewOnLeave(app: string) {
  const keep = () => {
    try {
      const view = viewShown(app);
      if (view) sessionStorage.setItem(KEPT_VIEW_KEY, JSON.stringify(view));
      else sessionStorage.removeItem(KEPT_VIEW_KEY);
    } catch {
      // Storage full or refused: the next load starts as a first one.
      sessionStorage.removeItem(KEPT_VIEW_KEY);
    }
  };
  addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}

/**
 * The view on the screen, if it is one to keep: a page whose state the browser holds, drawn by the app. The
 * 502 page is none: its Retry reloads the page, which then starts as a first load, not as a picture of the
 * failure.
 */
function viewShown(app: string): KeptView | undefined {
  const root = document.getElementById('root');
  const key = (history.state as { key?: unknown } | null)?.key;
  if (!root?.querySelector('[data-page-frame]') || typeof key !== 'string' || !keptViewPaths.includes(location.pathname)) return undefined;
  if (useNetworkStatus.getState().failed) return undefined;
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname);
  const scheme = document.documentElement.getAttribute('data-mantine-color-scheme');
  return { path: location.pathname, key, app, html: root.innerHTML, sheets, scheme };
}

/**
 * Follows the page shown, in the app's frame. While it is a page whose view would be kept, a flag cookie
 * (no data) tells the server to send that page with the starter: a reload's request leaves before the page
 * is left, so the flag is set on arriving. A load with no view kept (another tab changed the flag) is then
 * only a request slower. The page the starter drew is forgotten once the visitor moves on.
 */
export function useKeptView() {
  const { pathname, key } = useLocation();
  const keeps = keptViewPaths.includes(pathname);
  useEffect(() => {
    document.cookie = keeps ? `${KEPT_VIEW_COOKIE}=1; path=/; SameSite=Lax` : `${KEPT_VIEW_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  }, [keeps]);
  useEffect(() => {
    if (drawn && drawn.key !== key) drawn = undefined;
  }, [key]);
}

/** The page the starter drew from a kept view, read before React replaces it, with its history entry. */
let drawn = readDrawn();

function readDrawn(): { key: string; html: string } | undefined {
  // From here on the starter draws nothing: what it has drawn is read now, once.
  document.documentElement.setAttribute(APP_RAN_ATTRIBUTE, '');
  const page = document.querySelector('[data-kept-view] main');
  const key = (history.state as { key?: unknown } | null)?.key;
  return page && typeof key === 'string' ? { key, html: page.innerHTML } : undefined;
}

/** The kept page of the history entry shown, if the starter drew one and the visitor has not moved on: shown until the page can draw itself. */
export function useKeptPage(): string | undefined {
  const { key } = useLocation();
  return drawn?.key === key ? drawn.html : undefined;
}

/** The kept page as it was drawn: a picture of the page until the app's page replaces it. */
export function KeptPage({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} inert aria-busy="true" dangerouslySetInnerHTML={{ __html: html }} />;
}
