import { createHash } from 'node:crypto';

/** A short mark of a secret for the outbox file name: finds the file again without revealing the secret. */
export const secretTag = (secret: string) => createHash('sha256').update(`outbox:${secret}`).digest('hex').slice(0, 16);

export const USED_PASSWORD = '(used; no longer kept)';

/** The message with its temporary password replaced. */
export const scrubSecret = (eml: string) => eml.replace(/Temporary password: \S+/g, `Temporary password: ${USED_PASSWORD}`);
