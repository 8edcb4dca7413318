import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every change of a catalogue item, store or account: who, when, and each field's before and after. */
export const changeLog = pgTable(
  'change_log',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    entityid: text('entityid').notNull(),
    /** The store or lounge the item belongs to, for items only its own staff may see; null for shared ones. */
    store: text('store'),
    who: text('who').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** {field: [before, after]} */
    changes: jsonb('changes').notNull().$type<Record<string, [unknown, unknown]>>(),
  },
  (t) => [index('change_log_entity_idx').on(t.entity, t.entityid, t.at)],
);
