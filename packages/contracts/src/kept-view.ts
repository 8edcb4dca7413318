/**
 * The shop's pages whose state lives in the browser (storefront section 2: the history entry's state, the
 * cart in local storage), so the server cannot draw them. The app keeps what such a page showed when the
 * visitor leaves it (a reload, a phone discarding the tab), and the next load of the same history entry
 * draws that view before the app's script has arrived (docs/decisions/0061). Zod-free: the server reads it
 * to serve those pages with the starter (and hint the header's trail on them), the web app to keep their views.
 */
export const keptViewPaths: readonly string[] = ['/stores', '/store/categories', '/store/products', '/product/detail', '/cart'];

/** The session-storage key of the kept view; apps/web/src/start-app.js reads the same key. */
export const KEPT_VIEW_KEY = 'kept-view';

/**
 * The attribute the app's script sets on <html> as it starts, before it reads the drawn view: the starter
 * draws a kept view only while it is absent, so a view whose style sheets arrive after the app has run is
 * never drawn over the app (apps/web/src/start-app.js reads the same name).
 */
export const APP_RAN_ATTRIBUTE = 'data-app-ran';

/**
 * A flag cookie (`kept-view=1`, no data) the app sets while it shows one of those pages, whose view it
 * keeps on leaving: the server serves them with the starter only then, so a load with nothing kept asks for
 * the app at once.
 */
export const KEPT_VIEW_COOKIE = 'kept-view';

/**
 * A kept view: the page, its history entry, the app build that drew it, the app's root as HTML (the theme's
 * style tag, then the frame of header and page), the style sheets it was drawn with, in their order, and
 * the colour scheme the theme's styles select on <html>.
 */
export interface KeptView {
  path: string;
  key: string;
  app: string;
  html: string;
  sheets: string[];
  scheme: string | null;
}
