import { z } from 'zod';

export const yn = z.enum(['Y', 'N']);
export type YN = z.infer<typeof yn>;

export const airportId = z.enum(['SIA', 'NMIA']);
export type AirportId = z.infer<typeof airportId>;

export const direction = z.enum(['A', 'D']);
export type Direction = z.infer<typeof direction>;

/** Money on the wire: USD, 2 decimals. */
export const money = z.number().nonnegative();

/** A password as the wire carries it: the lowercase hex SHA-256 of the UTF-8 password. */
export const passwordHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be the lowercase hex SHA-256 of the password');

export const username = z
  .string()
  .trim()
  .min(1, 'Username is required.')
  .max(40, 'Username must be 40 characters or fewer.')
  .regex(/^[a-z0-9]+$/, 'Username may contain only lowercase letters and digits.');

export const emptyRequest = z.object({}).loose();
