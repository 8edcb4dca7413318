/** True when some error in a chain of causes (a database error wrapped by Drizzle, say) matches. */
function someCause(err: unknown, match: (e: { code?: unknown; constraint?: unknown }) => boolean): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (match(e as { code?: unknown; constraint?: unknown })) return true;
  }
  return false;
}

/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (err: unknown): boolean => someCause(err, (e) => e.code === '23505');

/** True when a database error (possibly wrapped by Drizzle) is a foreign-key violation: the row is still referred to. */
export const isForeignKeyViolation = (err: unknown): boolean => someCause(err, (e) => e.code === '23503');

/** True when a database error (possibly wrapped by Drizzle) is a violation of the named check constraint. */
export const isCheckViolation = (err: unknown, constraint: string): boolean =>
  someCause(err, (e) => e.code === '23514' && e.constraint === constraint);

/** True when the database stopped a statement to break a deadlock (it did nothing; it may be run again). */
export const isDeadlock = (err: unknown): boolean => someCause(err, (e) => e.code === '40P01');
