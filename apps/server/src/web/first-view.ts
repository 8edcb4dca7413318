import type { Banner } from '@shop/contracts/catalogue';
import { bannerCta, bannerTarget } from '@shop/contracts/banners';
import { escapeHtml } from '../lib/html.js';

/** Where index.html leaves room, inside the app's root after the header row, for a page's first view. */
const MARK = '<!--first-view-->';
/** The app's script tag as the build writes it. */
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The home page's first offer drawn into the page (docs/decisions/0059): its picture, fetched with high
 * priority, and its words, in the boxes and classes of styles/boot.css that match the carousel's first
 * slide. The banner rides along in `data-banner`, for the app to keep showing while the guest signs in.
 */
export function firstViewHtml(banner: Banner): string {
  const target = bannerTarget(banner);
  const words = [
    `<span class="hero-title">${escapeHtml(banner.title)}</span>`,
    banner.caption ? `<span class="hero-caption">${escapeHtml(banner.caption)}</span>` : '',
    target ? `<span class="hero-cta" aria-hidden="true">${bannerCta[target]}</span>` : '',
  ].join('');
  return (
    `<div class="boot-page" data-first-view data-banner="${escapeHtml(JSON.stringify(banner))}"><div class="boot-hero">` +
    `<img src="/media/banner/${encodeURIComponent(String(banner.bannerid))}" alt="" fetchpriority="high" decoding="async">` +
    `<span class="hero-words">${words}</span></div></div>`
  );
}

/**
 * index.html with the app's script started by the starter (start-app.js) rather than by the page: once the
 * first view is on the screen, the one drawn in here (`/`) or the one the browser kept (docs/decisions/0061).
 * Unchanged when the page has no room or the build no starter.
 */
export function withFirstView(html: string, view: string, starter: string | undefined): string {
  if (!starter || !html.includes(MARK) || !APP_SCRIPT.test(html)) return html;
  return html
    .replace(MARK, view)
    .replace(APP_SCRIPT, (_, app: string) => `<script type="module" crossorigin src="/${starter}" data-app="${app}"></script>`);
}
