import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** The parameter types of each statement this PGlite has prepared, by statement name. */
const prepared = new WeakMap<PGlite, Map<string, number[]>>();
const noSync = { syncToFs: false };

/**
 * Runs a named prepared statement on PGlite: parsed and described once per PGlite, then only bound and
 * executed, so PostgreSQL keeps its plan (generic once it proves no worse) as it does for a named statement
 * on a server connection. PGlite's own `query` parses and plans the text on every call, which on its one
 * thread costs more than running a catalogue page. The same locks as `query`: never inside another's
 * transaction, never between another statement's messages.
 */
export function queryPrepared<T>(pglite: PGlite, name: string, text: string, params: unknown[]): Promise<T[]> {
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const statements = prepared.get(pglite) ?? new Map<string, number[]>();
      prepared.set(pglite, statements);
      let types = statements.get(name);
      if (!types) {
        try {
          await pglite.execProtocolStream(protocol.serialize.parse({ name, text }), noSync);
          const described = await pglite.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), noSync);
          types = parse.parseDescribeStatementResults(described);
        } catch (err) {
          await pglite.execProtocolStream(protocol.serialize.sync(), noSync);
          throw err;
        }
        statements.set(name, types);
      }
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const serializer = pglite.serializers[types[i]!];
        return serializer ? serializer(v) : String(v);
      });
      // One pass through PGlite's main loop for the four messages: it reads them all from one buffer, and
      // after an error skips to the Sync as a server would.
      const run = [
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ];
      const messages = await pglite.execProtocolStream(Buffer.concat(run), noSync);
      return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
    }),
  );
}
