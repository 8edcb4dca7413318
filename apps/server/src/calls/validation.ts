import type { z } from 'zod';

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), root);

/** One readable line naming the field that failed, e.g. `request.username: Username is required.` */
export function describeIssues(error: z.ZodError, prefix: string, input: unknown): string {
  const first = error.issues[0];
  if (!first) return 'The request is not valid.';
  const where = [prefix, ...first.path.map(String)].filter(Boolean).join('.');
  const missing = first.path.length > 0 && valueAt(input, first.path) === undefined;
  return `${where}: ${missing ? 'is required' : first.message}`;
}
