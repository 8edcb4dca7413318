import { z } from 'zod';

/** The body of every call: POST /api/<callname>. */
export const requestEnvelope = z.object({
  username: z.string().max(200).optional().default(''),
  sessionid: z.string().max(200).optional().default(''),
  failstatus: z.number().int().optional().default(0),
  request: z.unknown().optional().default({}),
});
export type RequestEnvelope = z.infer<typeof requestEnvelope>;

export interface ResponseEnvelope<T = unknown> {
  status: number;
  statusMessage: string;
  data: T | null;
}
