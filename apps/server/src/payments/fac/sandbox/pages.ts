import type { SandboxTransaction } from './repo.js';
import { escapeHtml } from '../../../lib/html.js';
import { formatMoney } from '@shop/contracts/money-format';

/** Where the sandbox serves its 3-D Secure pages, their script and style (docs/decisions/0021). */
export const ACS_PATH = '/fac-sandbox/acs';

/**
 * A whole page of the issuer's. Like a real gateway's and issuer's pages, those that move on by themselves do
 * it by inline script (docs/decisions/0095), so the shop must serve them as they are written.
 */
function page(title: string, body: string, autoSubmit = false): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${ACS_PATH}/acs.css"></head>` +
    `<body><main>${body}</main>${autoSubmit ? AUTO_SUBMIT : ''}</body></html>`
  );
}

/** Submits the page's first form, as issuers' pages do; the form's button is there for a browser without script. */
const AUTO_SUBMIT = '<script>document.forms[0].submit();</script>';

/**
 * The HTMLFormData of Authorize3DS, shaped as FAC's (reference 2.7): a page that posts the shopper's browser to
 * the issuer's ACS page by an inline onload handler.
 */
export const startPage = (token: string): string =>
  `<html><head><title>3-D Secure</title></head><body onload="document.forms[0].submit()">` +
  `<form method="post" action="${ACS_PATH}/${escapeHtml(token)}"><input type="hidden" name="MD" value="${escapeHtml(token)}">` +
  `<p>Connecting to your card issuer for 3-D Secure…</p><noscript><button type="submit">Continue</button></noscript></form></body></html>`;

const decisionForm = (token: string, decision: string, label: string) =>
  `<form method="post" action="${ACS_PATH}/${escapeHtml(token)}"><input type="hidden" name="decision" value="${decision}">` +
  `<button type="submit" name="button" value="${decision}" class="${decision}">${label}</button></form>`;

/** The simulated issuer page: what is paid, by which card, and the three plain-form choices. */
export const acsPage = (tx: SandboxTransaction, token: string): string =>
  page(
    'FAC sandbox 3-D Secure',
    `<h1>3-D Secure check</h1><p class="note">FAC sandbox: no real card is charged.</p>` +
      `<dl><dt>Merchant</dt><dd>${escapeHtml(tx.merchantId)}</dd><dt>Order</dt><dd>${escapeHtml(tx.orderNumber)}</dd>` +
      `<dt>Amount</dt><dd>${formatMoney(tx.amountCents, tx.currency === '388' ? 'JMD' : 'USD')}</dd>` +
      `<dt>Card</dt><dd>${escapeHtml(tx.maskedCard)}</dd></dl>` +
      `<div class="choices">${decisionForm(token, 'approve', 'Approve')}${decisionForm(token, 'decline', 'Decline')}${decisionForm(token, 'cancel', 'Cancel')}</div>`,
  );

/** After the choice: the signed result posted to the merchant's response URL (by script, or by the button). */
export const resultPage = (responseUrl: string, fields: Record<string, string>): string =>
  page(
    '3-D Secure complete',
    `<form method="post" action="${escapeHtml(responseUrl)}">` +
      Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('') +
      `<p>Returning to the shop…</p><button type="submit">Return to the shop</button></form>`,
    true,
  );

export const notFoundPage = (): string =>
  page('3-D Secure', '<h1>This 3-D Secure check is not known.</h1><p>Close this window and try the payment again.</p>');

export const ACS_CSS = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1b1b1b;background:#f6f7f9}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 8px}.note{color:#555;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#555}dd{margin:0;font-weight:600}
.choices{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}.choices form{flex:1}
button{width:100%;min-height:44px;font-size:1rem;border:0;border-radius:6px;padding:8px 12px;cursor:pointer;background:#0b5394;color:#fff}
button.decline{background:#a61c00}button.cancel{background:#666}
`;
