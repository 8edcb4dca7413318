import { z } from 'zod';
import { airportIds, directions, ynValues } from './enums.js';
import { fields, tooLongText, type FieldRule } from './fields.js';

export type { AirportId, Direction, YN } from './enums.js';

export const yn = z.enum(ynValues);
export const airportId = z.enum(airportIds);
export const direction = z.enum(directions);

/** Money on the wire: USD, 2 decimals. */
export const money = z.number().nonnegative();

/** A password as the wire carries it: the lowercase hex SHA-256 of the UTF-8 password. */
export const passwordHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be the lowercase hex SHA-256 of the password');

/**
 * A typed field by its shared rule: trimmed, required, matching its pattern, at most `max` characters. The
 * pattern is checked before the length, so a pattern that bounds the length itself (phone) names it.
 */
export function typedField(rule: FieldRule) {
  const required = z.string().trim().min(1, rule.required ?? `${rule.label} is required.`);
  return (rule.pattern ? required.regex(rule.pattern, rule.patternText) : required).max(rule.max, tooLongText(rule));
}

export const username = typedField(fields.username);

export const emptyRequest = z.object({}).loose();
