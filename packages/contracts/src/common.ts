import { z } from 'zod';
import { airportIds, directions, ynValues } from './enums.js';
import { fields, tooLongText, type FieldRule } from './fields.js';

export type { AirportId, Direction, YN } from './enums.js';

export const yn = z.enum(ynValues);
export const airportId = z.enum(airportIds);
export const direction = z.enum(directions);

// Control characters (NUL included) have no place in any field a person types, and PostgreSQL refuses NUL. The
// server's hand check of the envelope (apps/server/src/calls/plain-envelope.ts) tests the same pattern.
// eslint-disable-next-line no-control-regex
export const noControlCharacters = /^[^\u0000-\u001f\u007f]*$/;

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

/**
 * A typed field by its shared rule: trimmed, required, matching its pattern, at most `max` characters. The
 * pattern is checked before the length, so a pattern that bounds the length itself (phone) names it.
 */
export function typedField(rule: FieldRule) {
  const required = text().trim().min(1, rule.required ?? `${rule.label} is required.`);
  return (rule.pattern ? required.regex(rule.pattern, rule.patternText) : required).max(rule.max, tooLongText(rule));
}

/** An optional field of a shared rule that only bounds its length (search, store, document). */
export const boundedText = (rule: FieldRule) => text().trim().max(rule.max, tooLongText(rule));

export const username = typedField(fields.username);

export const emptyRequest = z.object({}).loose();
