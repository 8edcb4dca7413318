import { z } from 'zod';

/**
 * A call answered with a file (docs/decisions/0025): on success the HTTP body is the bytes with their
 * content type; any failure is the usual JSON envelope. The call table marks such calls with `file: true`.
 */
export const fileAnswer = z.object({
  contentType: z.string(),
  filename: z.string(),
  bytes: z.instanceof(Uint8Array),
});
export type FileAnswer = z.infer<typeof fileAnswer>;
