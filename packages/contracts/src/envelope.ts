import { z } from 'zod';
import { int4, text } from './common.js';

/** The longest username or session id an envelope may carry (also the server's hand check, plain-envelope.ts). */
export const ENVELOPE_TEXT_MAX = 200;

/** The body of every call: POST /api/<callname>. */
export const requestEnvelope = z.object({
  username: text().max(ENVELOPE_TEXT_MAX).optional().default(''),
  sessionid: text().max(ENVELOPE_TEXT_MAX).optional().default(''),
  failstatus: int4().optional().default(0),
  request: z.unknown().optional().default({}),
});
export type RequestEnvelope = z.infer<typeof requestEnvelope>;

export interface ResponseEnvelope<T = unknown> {
  status: number;
  statusMessage: string;
  data: T | null;
}
