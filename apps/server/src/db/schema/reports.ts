import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A report or extract file under DATA_DIR/reports (docs/decisions/0100): built in the background, its progress
 * kept here so any server process answers getreportstatus, and answered only to the user who asked for it.
 */
export const reportFiles = pgTable(
  'report_files',
  {
    /** Unguessable; the file's name on disk. */
    filename: text('filename').primaryKey(),
    username: text('username').notNull(),
    reportid: integer('reportid').notNull(),
    format: text('format', { enum: ['pdf', 'csv'] }).notNull(),
    state: text('state', { enum: ['building', 'ready', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_files_username_idx').on(t.username, t.createdAt)],
);
