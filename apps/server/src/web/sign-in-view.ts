import { fields } from '@shop/contracts/fields';
import { escapeHtml } from '../lib/html.js';

/** Tabler's stroke icons as the app draws them (@tabler/icons-react): the card's lock and the password's eye. */
const icon = (size: number, paths: string[]) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">` +
  paths.map((d) => `<path d="${d}"/>`).join('') +
  '</svg>';
const LOCK = icon(28, ['M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6', 'M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0', 'M8 11v-4a4 4 0 1 1 8 0v4']);
const EYE = icon(18, ['M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0', 'M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6']);

const field = (label: string, extra = '') =>
  `<span class="boot-field"><span class="boot-label">${escapeHtml(label)}</span><span class="boot-input">${extra}</span></span>`;

/**
 * The sign-in card of `/login` (features/auth/pages/login-page.tsx in its AuthCard), drawn into the page by the
 * server so a first visit sees it before the app's script has arrived (docs/decisions/0199). Its texts are the
 * app's, its boxes are styles/boot.css's `boot-auth` ones, matched to the card's place and size. It is a
 * picture of the form until the app replaces it: inert, and busy to assistive technology.
 */
export const SIGN_IN_VIEW =
  '<div class="boot-page boot-auth" data-first-view inert aria-busy="true"><div class="boot-card">' +
  `<span class="boot-auth-icon">${LOCK}</span>` +
  '<span class="boot-auth-title">Sign In</span>' +
  '<span class="boot-auth-sub">Welcome back to Jamaica Airports Duty Free.</span>' +
  `<span class="boot-form">${field(fields.username.label)}${field('Password', EYE)}` +
  '<span class="boot-row"><span class="boot-check"><span class="boot-box"></span>Keep me Signed In</span><span class="boot-link">Forgot Password?</span></span>' +
  '<span class="boot-button">Sign In</span></span>' +
  '<span class="boot-foot">New here? <b>SIGN UP NOW</b></span>' +
  '</div></div>';
