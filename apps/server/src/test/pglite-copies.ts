import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { clientOf, openDatabase, type Database } from '../db/client.js';

// The call tests' PGlite copies of the seeded template, kept open by each worker between test files
// (docs/decisions/0208). Opening a copy cost about a CPU-second (WebAssembly Postgres starting, pg_trgm
// loading, the 45 MB dump unpacked); putting a kept one back to the template's rows costs a tenth of that.
// A copy whose tables, columns, functions or triggers a test changed is closed, never put back.

interface Kept {
  pglite: PGlite;
  /** Every table, schema-qualified, and its rows as the template had them (COPY's text; none when empty). */
  rows: Map<string, Blob | undefined>;
  /** Each sequence's `setval` arguments as the template had them. */
  sequences: string;
  /** The schema as the template had it (catalogFingerprint). */
  catalog: string;
}

/** At most this many kept copies per template and worker: a file that opens two shops at once needs two. */
const KEEP = 2;
const idle = new Map<string, Kept[]>();

/** What a test could change of the schema: tables and columns, constraints, indexes, triggers, functions. */
const CATALOG = `
  with objects as (
    select format('c %s %s %s %s', c.oid, c.relname, c.relkind, c.relnatts) as o
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
    union all select format('a %s %s %s %s %s', attrelid, attname, atttypid, attnotnull, atthasdef)
      from pg_attribute where attrelid >= 16384 and attnum > 0 and not attisdropped
    union all select format('d %s %s', adrelid, md5(pg_get_expr(adbin, adrelid))) from pg_attrdef
    union all select format('k %s %s %s', conname, conrelid, contype) from pg_constraint where oid >= 16384
    union all select format('t %s %s %s', tgname, tgrelid, tgenabled) from pg_trigger where oid >= 16384
    union all select format('p %s %s', proname, md5(prosrc)) from pg_proc where oid >= 16384
    union all select format('n %s', nspname) from pg_namespace
    union all select format('e %s %s', extname, extversion) from pg_extension
  )
  select md5(string_agg(o, ',' order by o)) as catalog from objects`;

const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
    order by 1`;

/** The PGlite under a database the tests opened on PGlite. */
export function pgliteOf(database: Database): PGlite {
  const client = clientOf(database.db);
  if (client.kind !== 'pglite') throw new Error('expected PGlite');
  return client.pglite;
}

async function catalogFingerprint(pglite: PGlite): Promise<string> {
  return (await pglite.query<{ catalog: string }>(CATALOG)).rows[0]!.catalog;
}

/** Notes a new copy's rows, sequences and schema: the template's, to put it back to. */
async function noteTemplate(pglite: PGlite): Promise<Kept> {
  const rows = new Map<string, Blob | undefined>();
  for (const { name } of (await pglite.query<{ name: string }>(TABLES)).rows) {
    rows.set(name, (await pglite.query(`copy ${name} to '/dev/blob'`)).blob);
  }
  const seqs = await pglite.query<{ name: string; value: string }>(`
    select format('%I.%I', schemaname, sequencename) as name,
           coalesce(last_value, start_value)::text || ', ' || (last_value is not null)::text as value
      from pg_sequences`);
  const sequences = seqs.rows.map((s) => `setval('${s.name.replaceAll("'", "''")}', ${s.value})`).join(', ');
  return { pglite, rows, sequences, catalog: await catalogFingerprint(pglite) };
}

/** Puts a kept copy back to the template's rows; false when it cannot be (its schema changed, it failed). */
async function restore(kept: Kept): Promise<boolean> {
  const { pglite } = kept;
  if (pglite.closed) return false;
  if ((await catalogFingerprint(pglite)) !== kept.catalog) return false;
  const tables = [...kept.rows.keys()];
  await pglite.transaction(async (tx) => {
    // As a restore from a dump: no triggers and no foreign-key checks while the rows go back.
    await tx.exec(`set local session_replication_role = replica; truncate ${tables.join(', ')}`);
    for (const [name, blob] of kept.rows) if (blob) await tx.query(`copy ${name} from '/dev/blob'`, [], { blob });
    if (kept.sequences) await tx.query(`select ${kept.sequences}`);
  });
  await pglite.exec('reset all; select pg_advisory_unlock_all()');
  return true;
}

async function putBack(source: string, kept: Kept) {
  const ok = await restore(kept).catch(() => false);
  const list = idle.get(source) ?? [];
  if (ok && list.length < KEEP) {
    list.push(kept);
    idle.set(source, list);
  } else {
    await kept.pglite.close().catch(() => undefined);
  }
}

/**
 * A PGlite database with the template's data: a copy this worker kept from an earlier file, put back to the
 * template's rows, or a new one. Its close puts it back for the next file.
 */
export async function openPgliteCopy(dump: string): Promise<Database> {
  const idleCopy = idle.get(dump)?.pop();
  // A failed open closes the PGlite it was given (db/client.ts), so a kept copy that fails here is gone.
  const database = await openDatabase(idleCopy ? { pglite: idleCopy.pglite } : { loadDataDir: new Blob([await readFile(dump)]) });
  const kept = idleCopy ?? (await noteTemplate(pgliteOf(database)));
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      await putBack(dump, kept);
    },
  };
}
