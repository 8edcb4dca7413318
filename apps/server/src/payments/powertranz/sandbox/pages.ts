import { PTZ_3DS_PATH } from './context.js';
import type { PtzSandboxTransaction } from './repo.js';
import { escapeHtml } from '../../../lib/html.js';
import { formatMoney } from '@shop/contracts/money-format';

/** A whole page of the issuer's; one that moves on by itself does it by inline script, as real ones do (0095). */
function page(title: string, body: string, autoSubmit = false): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${PTZ_3DS_PATH}/acs.css"></head>` +
    `<body><main>${body}</main>${autoSubmit ? '<script>document.forms[0].submit();</script>' : ''}</body></html>`
  );
}

/**
 * The RedirectData of spi/auth, shaped as PowerTranz's (reference 2.2: a full HTML document with auto-submitting
 * JS): the 3-D Secure method step, whose inline script posts the browser on to the issuer's check.
 */
export const startPage = (token: string): string =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>PowerTranz 3-D Secure</title></head><body>` +
  `<form id="ptz-3ds-method" method="post" action="${PTZ_3DS_PATH}/${escapeHtml(token)}"><input type="hidden" name="SpiToken" value="${escapeHtml(token)}">` +
  `<p>Checking your card with your bank (3-D Secure)…</p><noscript><button type="submit">Continue</button></noscript></form>` +
  `<script type="text/javascript">(function () { var f = document.getElementById('ptz-3ds-method'); window.setTimeout(function () { f.submit(); }, 0); })();</script>` +
  `</body></html>`;

/** The simulated issuer challenge: what is paid and a password field (the sandbox's password is 3ds2). */
export const challengePage = (tx: PtzSandboxTransaction, token: string, wrong: boolean): string =>
  page(
    'PowerTranz sandbox 3-D Secure challenge',
    `<h1>Verify your payment</h1><p class="note">PowerTranz sandbox: no real card is charged. The password is 3ds2.</p>` +
      `<dl><dt>Order</dt><dd>${escapeHtml(tx.orderIdentifier)}</dd>` +
      `<dt>Amount</dt><dd>${formatMoney(tx.amountCents, tx.currency === '388' ? 'JMD' : 'USD')}</dd>` +
      `<dt>Card</dt><dd>${escapeHtml(tx.cardBrand)} ending ${escapeHtml(tx.cardSuffix)}</dd></dl>` +
      (wrong ? `<p class="note" role="alert">That password is not right. Try again.</p>` : '') +
      `<form method="post" action="${PTZ_3DS_PATH}/${escapeHtml(token)}"><label for="pw">Password</label> ` +
      `<input id="pw" type="password" name="password" autocomplete="one-time-code" autofocus>` +
      `<div class="choices"><button type="submit" name="decision" value="submit">Submit</button>` +
      `<button type="submit" name="decision" value="cancel" class="cancel">Cancel</button></div></form>`,
  );

/** After authentication: the browser posts field Response (JSON) to the MerchantResponseUrl. */
export const callbackPage = (responseUrl: string, response: string): string =>
  page(
    '3-D Secure complete',
    `<form method="post" action="${escapeHtml(responseUrl)}">` +
      `<input type="hidden" name="Response" value="${escapeHtml(response)}">` +
      `<p>Returning to the shop…</p><button type="submit">Return to the shop</button></form>`,
    true,
  );

export const unknownPage = (): string =>
  page('3-D Secure', '<h1>This 3-D Secure check is not known.</h1><p>Close this window and try the payment again.</p>');
