import type { FastifyInstance } from 'fastify';
import type { GatewayResult, PaymentGateway, StartAuthenticationInput } from '../../gateway.js';
import type { AcsDecision } from './acs.js';

/** The 3-D Secure pages as a browser would walk them, for tests and benchmarks (docs/decisions/0021). */

const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The action and fields of the first form in a page. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('The page has no form.');
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[decode(m[1]!)] = decode(m[2]!);
  return { action: decode(action), fields };
}

export interface Walk {
  /** The simulated issuer page with its Approve, Decline and Cancel forms. */
  acsPage: string;
  /** The page that posts the signed result to the merchant response URL, and that URL and its fields. */
  resultPage: string;
  responseUrl: string;
  fields: Record<string, string>;
}

/** Posts a form the way a browser does; relative URLs are the shop's own. */
export type FormPoster = (url: string, body: string) => Promise<{ statusCode: number; body: string }>;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Posts through Fastify's request injection (tests). */
export const injectPoster =
  (app: FastifyInstance): FormPoster =>
  async (url, body) => {
    const r = await app.inject({ method: 'POST', url, headers: FORM, payload: body });
    return { statusCode: r.statusCode, body: r.body };
  };

/** Posts over HTTP to a running shop at `origin` (benchmarks). */
export const httpPoster =
  (origin: string): FormPoster =>
  async (url, body) => {
    const r = await fetch(new URL(url, origin), { method: 'POST', headers: FORM, body, signal: AbortSignal.timeout(30_000) });
    return { statusCode: r.status, body: await r.text() };
  };

/** Follows the Authorize3DS page to the issuer page, clicks `decision`, and collects what would be posted back. */
export async function walk3ds(post: FormPoster, html: string, decision: AcsDecision): Promise<Walk> {
  const start = formOf(html);
  const acs = await post(start.action, '');
  if (acs.statusCode !== 200) throw new Error(`The 3-D Secure page answered HTTP ${acs.statusCode}.`);
  const res = await post(start.action, `decision=${decision}`);
  if (res.statusCode !== 200) throw new Error(`The 3-D Secure decision answered HTTP ${res.statusCode}.`);
  const result = formOf(res.body);
  return { acsPage: acs.body, resultPage: res.body, responseUrl: result.action, fields: result.fields };
}

/** A whole 3-D Secure payment: start, click, and the merchant response parsed by the gateway. */
export async function pay3ds(
  post: FormPoster,
  gateway: PaymentGateway,
  input: StartAuthenticationInput,
  decision: AcsDecision,
): Promise<{ posted: GatewayResult; walk: Walk }> {
  const started = await gateway.startAuthentication(input);
  if (started.kind !== 'html') throw new Error(`Authorize3DS gave no page: ${started.reasonCode} ${started.reasonDescription}`);
  const walk = await walk3ds(post, started.html, decision);
  return { posted: await gateway.parseAuthenticationResponse(walk.fields), walk };
}
