import { z } from 'zod';

/** A string that must be one of `names`. */
export const oneOf = <T extends string>(what: string, names: readonly string[]) =>
  z.custom<T>((v) => typeof v === 'string' && names.includes(v), { message: `not a known ${what}` });

/** A colour written like #0b6e6e. */
export const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'not a colour like #0b6e6e');

/** A seed data file's content, checked; a file that is wrong stops the seed with what is wrong in it. */
export function readSeedFile<T extends z.ZodType>(file: string, schema: T, json: unknown): z.output<T> {
  const read = schema.safeParse(json);
  if (!read.success) throw new Error(`The seed file ${file} is wrong:\n${z.prettifyError(read.error)}`);
  return read.data;
}
