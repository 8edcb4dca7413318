/**
 * What a banner opens and the words of its button. Zod-free: the web's carousel and the server's first view
 * of the home page (docs/decisions/0059) draw the same banner.
 */
export type BannerTarget = 'VENDOR' | 'PRODUCT' | 'URL';

/** The button on a clickable banner says what it opens. */
export const bannerCta: Record<BannerTarget, string> = { VENDOR: 'Shop now', PRODUCT: 'Buy now', URL: 'Find out more' };

/**
 * What a banner opens: a store (MAIN-VENDOR), a product (MAIN-PRODUCT) or a page (MAIN-URL). The
 * specification also reads these types without the MAIN- prefix; any other type, or no link, is not clickable.
 */
export function bannerTarget(b: { bannertype: string; linkid: string | null }): BannerTarget | null {
  if (!b.linkid) return null;
  const kind = b.bannertype.trim().toUpperCase().replace(/^MAIN-/, '');
  if (kind === 'PRODUCT') return /^[1-9]\d{0,9}$/.test(b.linkid) ? kind : null;
  return kind === 'VENDOR' || kind === 'URL' ? kind : null;
}
