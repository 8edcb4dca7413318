import { z } from 'zod';
import { scopedAnyOf, type Access } from './access.js';
import { loungeSupervisors, staffRoles } from './access-groups.js';
import { text } from './common.js';

/** The kinds of item whose every change is recorded (who, when, what changed) and shown on its edit screen. */
export const historyEntities = [
  'product',
  'masterproduct',
  'classtype',
  'classification',
  'category',
  'vendor',
  'vendormaster',
  'user',
  'currency',
] as const;
export type HistoryEntity = (typeof historyEntities)[number];

// The airport's shared catalogue and its stores belong to lounge operator supervisors (decisions 0016 and 0080).

/**
 * Who may change each kind of item, and so read its history. A scoped entity belongs to one store or lounge
 * (its change rows carry that store): its history is shown only to staff of that store.
 */
export const entityAccess: Record<HistoryEntity, Access> = {
  product: scopedAnyOf({ roles: staffRoles, flags: ['supervisor'] }),
  masterproduct: loungeSupervisors,
  classtype: loungeSupervisors,
  classification: loungeSupervisors,
  category: loungeSupervisors,
  vendor: loungeSupervisors,
  vendormaster: loungeSupervisors,
  user: scopedAnyOf({ roles: staffRoles, flags: ['manageuser'] }),
  currency: loungeSupervisors,
};

/** One field's value before and after a change; null where the field had no value. */
export type FieldChange = [before: unknown, after: unknown];

export const getHistoryRequest = z.object({
  entity: z.enum(historyEntities),
  entityid: text().trim().min(1, 'is required.').max(100),
});

export const historyEntry = z.object({
  who: z.string(),
  /** ISO 8601 time of the change. */
  at: z.string(),
  /** Field name to [before, after]; a created item has null befores, a deleted one null afters. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const getHistoryData = z.object({ history: z.array(historyEntry) });
