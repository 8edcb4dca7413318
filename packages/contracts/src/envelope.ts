import { z } from 'zod';
import { int4, text } from './common.js';

/** The body of every call: POST /api/<callname>. */
export const requestEnvelope = z.object({
  username: text().max(200).optional().default(''),
  sessionid: text().max(200).optional().default(''),
  failstatus: int4().optional().default(0),
  request: z.unknown().optional().default({}),
});
export type RequestEnvelope = z.infer<typeof requestEnvelope>;

export interface ResponseEnvelope<T = unknown> {
  status: number;
  statusMessage: string;
  data: T | null;
}
