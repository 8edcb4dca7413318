import { and, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { reportFiles } from '../../db/schema/reports.js';

export type ReportFileRow = typeof reportFiles.$inferSelect;

export async function insertReportFile(db: Conn, row: Pick<ReportFileRow, 'filename' | 'username' | 'reportid' | 'format'>, at: Date) {
  await db.insert(reportFiles).values({ ...row, state: 'building', createdAt: at, updatedAt: at });
}

export async function updateReportFile(db: Conn, filename: string, set: Partial<Pick<ReportFileRow, 'state' | 'progress' | 'rows' | 'message'>>, at: Date) {
  await db.update(reportFiles).set({ ...set, updatedAt: at }).where(eq(reportFiles.filename, filename));
}

export async function findReportFile(db: Conn, filename: string) {
  const [row] = await db.select().from(reportFiles).where(eq(reportFiles.filename, filename)).limit(1);
  return row;
}

export async function findOwnReportFile(db: Conn, filename: string, username: string) {
  const [row] = await db.select().from(reportFiles).where(and(eq(reportFiles.filename, filename), eq(reportFiles.username, username))).limit(1);
  return row;
}
