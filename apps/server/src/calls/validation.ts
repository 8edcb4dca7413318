import type { z } from 'zod';
import { describePath } from './field-labels.js';

/** Marks an issue whose message would otherwise be the schema library's own wording. */
const LIBRARY_WORDING = '\u0000library';

/** Parses with the library's wording replaced by a marker, so describeIssues can put it in plain words. */
export const parseOptions = { error: () => LIBRARY_WORDING };

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), root);

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a set of fields',
  boolean: 'true or false',
};

type Issue = z.core.$ZodIssue;

function sentence(issue: Issue, field: string, missing: boolean): string {
  switch (issue.code) {
    case 'invalid_type':
      return missing ? `${field} is required.` : `${field} must be ${kinds[issue.expected] ?? 'of another kind'}.`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field} must be ${max} characters or fewer.`;
      if (issue.origin === 'array') return `${field} may list ${max} entries at most.`;
      return `${field} must be at most ${max}.`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${field} is required.` : `${field} must be at least ${min} characters.`;
      if (issue.origin === 'array') return `${field} must list at least ${min} entries.`;
      return issue.inclusive === false ? `${field} must be more than ${min}.` : `${field} must be at least ${min}.`;
    }
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}

/**
 * One plain sentence naming the field that failed, e.g. "Username must be 40 characters or fewer.": the
 * schema's own sentence when it has one, a fragment completed with the field's name, or words made here.
 */
export function describeIssues(error: z.ZodError, input: unknown): string {
  const first = error.issues[0];
  if (!first) return 'The request is not valid.';
  const field = describePath(first.path);
  const missing = first.path.length > 0 && valueAt(input, first.path) === undefined;
  if (first.message === LIBRARY_WORDING) return missing ? `${field} is required.` : sentence(first, field, missing);
  return /^[a-z]/.test(first.message) ? `${field} ${first.message}` : first.message;
}
