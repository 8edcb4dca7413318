import { z } from 'zod';

export const yn = z.enum(['Y', 'N']);
export type YN = z.infer<typeof yn>;

export const airportId = z.enum(['SIA', 'NMIA']);
export type AirportId = z.infer<typeof airportId>;

export const direction = z.enum(['A', 'D']);
export type Direction = z.infer<typeof direction>;

// Control characters (NUL included) have no place in any field a person types, and PostgreSQL refuses NUL.
// eslint-disable-next-line no-control-regex
const noControlCharacters = /^[^\u0000-\u001f\u007f]*$/;

/**
 * Every string of every request starts here: text without control characters. Messages that start in lower
 * case are completed with the field's plain name by the server ("Search may not contain control characters.").
 */
export const text = () => z.string().regex(noControlCharacters, 'may not contain control characters.');

export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** Every integer of every request starts here: a whole number that a PostgreSQL integer column holds. */
export const int4 = () => z.number().int().min(INT4_MIN).max(INT4_MAX);

/** Money on the wire: USD, 2 decimals. */
export const money = z.number().nonnegative();

/** A password as the wire carries it: the lowercase hex SHA-256 of the UTF-8 password. */
export const passwordHash = text().regex(/^[0-9a-f]{64}$/, 'must be the lowercase hex SHA-256 of the password.');

export const username = text()
  .trim()
  .min(1, 'Username is required.')
  .max(40, 'Username must be 40 characters or fewer.')
  .regex(/^[a-z0-9]+$/, 'Username may contain only lowercase letters and digits.');

export const emptyRequest = z.object({}).loose();
