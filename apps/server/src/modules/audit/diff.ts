import type { FieldChange } from '@shop/contracts/audit';

type Row = Record<string, unknown>;

/**
 * The fields that differ between two versions of an item, as {field: [before, after]}. A missing `before`
 * is a creation (every field of `after`), a missing `after` a deletion. Only `fields` are compared when given.
 */
export function changesBetween(before: Row | null, after: Row | null, fields?: readonly string[]): Record<string, FieldChange> {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: Record<string, FieldChange> = {};
  for (const k of keys) {
    const b = before ? (before[k] ?? null) : null;
    const a = after ? (after[k] ?? null) : null;
    if (JSON.stringify(b) !== JSON.stringify(a)) out[k] = [b, a];
  }
  return out;
}
