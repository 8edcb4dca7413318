/** Posts a form and gives the page it answers; tests inject into the app, the bench fetches over HTTP. */
export type FormPoster = (url: string, fields: Record<string, string>) => Promise<string>;

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
const unescape = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The first form of a page: where it posts and its hidden fields. */
export function firstForm(html: string) {
  const form = /<form[^>]*>/i.exec(html)?.[0];
  if (!form) throw new Error(`no form in the page: ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const input of html.match(/<input[^>]*>/gi) ?? []) {
    if (attr(input, 'type') === 'hidden') fields[unescape(attr(input, 'name'))] = unescape(attr(input, 'value'));
  }
  return { action: unescape(attr(form, 'action')), fields };
}

/**
 * Does what the shopper's browser does in the 3-D Secure popup: follows the gateway's page to the issuer
 * page, clicks approve, decline or cancel, and lets the result post back to the shop. Answers the message
 * the shop's result page would send to the opener.
 */
export async function complete3ds(post: FormPoster, holdHtml: string, choice: 'approve' | 'decline' | 'cancel') {
  const start = firstForm(holdHtml);
  const acs = await post(start.action, start.fields);
  const decisionAction = firstForm(acs).action;
  const result = firstForm(await post(decisionAction, { decision: choice }));
  return shopMessage(await post(result.action, result.fields));
}

/** The message the shop's result page sends to the opener. */
function shopMessage(page: string) {
  const data = /data-message="([^"]*)"/.exec(page)?.[1];
  if (!data) throw new Error(`the shop's result page has no message: ${page.slice(0, 200)}`);
  return JSON.parse(unescape(data)) as { type: string; orderid: string; responsecode: number; reasoncode: number; reasondescription: string };
}

/**
 * The same for PowerTranz's 3-D Secure 2 (the local sandbox): the method step, then for a challenge card the
 * password page (null: the shopper cancels), then the field Response posted back to the shop.
 */
export async function completeSpi(post: FormPoster, redirectData: string, password: string | null) {
  const start = firstForm(redirectData);
  let page = await post(start.action, start.fields);
  if (/name="password"/.test(page)) page = await post(firstForm(page).action, password === null ? { decision: 'cancel' } : { decision: 'submit', password });
  const result = firstForm(page);
  return shopMessage(await post(result.action, result.fields));
}
