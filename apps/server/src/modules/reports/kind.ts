import type { Conn } from '../../db/client.js';

/** Whose orders a report covers: one store's share of them, or every order collected at one lounge. */
export type ReportScope =
  | { kind: 'store'; vendorid: string; name: string }
  | { kind: 'lounge'; airportid: 'SIA' | 'NMIA'; direction: 'A' | 'D'; name: string };

/** Instants [from, to) of the airport-local days FROM..TO, and the days as the report prints them. */
export interface ReportRange {
  from: Date;
  to: Date;
  label: string;
}

export interface Column {
  label: string;
  /** Points on the PDF page. */
  width: number;
  align?: 'left' | 'right';
}

/** A table of the PDF: the report's sums. */
export interface PdfTable {
  title: string;
  columns: Column[];
  rows: string[][];
  total?: string[];
}

export interface PdfChart {
  title: string;
  bars: { label: string; value: number }[];
  /** How a value is written on the axis. */
  format: (v: number) => string;
}

/** What a finished pass over the rows gives the PDF. */
export interface Summary {
  chart?: PdfChart;
  tables: PdfTable[];
}

/** Sums rows as they stream past, so only the sums are held, never the rows. */
export interface Summer<R> {
  add(row: R): void;
  result(): Summary;
}

/**
 * One report: its rows read in batches (keyset pages of `BATCH` orders, movements or products), how each row
 * is written in the CSV extract, and how the PDF sums them.
 */
export interface ReportKind<R> {
  csvHeader: string[];
  csvRow(row: R): (string | number)[];
  count(db: Conn, scope: ReportScope, range: ReportRange): Promise<number>;
  /** Rows after the cursor (null: from the start), and the cursor of the last one. */
  page(db: Conn, scope: ReportScope, range: ReportRange, after: string | null, limit: number): Promise<{ rows: R[]; next: string | null }>;
  summer(): Summer<R>;
}

export const BATCH = 2000;

/** Every row of a report, batch by batch; `onBatch` hears how many have passed. */
export async function* rowsOf<R>(db: Conn, kind: ReportKind<R>, scope: ReportScope, range: ReportRange) {
  let after: string | null = null;
  for (;;) {
    const { rows, next } = await kind.page(db, scope, range, after, BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (next === null) return;
    after = next;
  }
}

/** A raw query's rows, whichever driver runs it. */
export async function rowsFrom<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

