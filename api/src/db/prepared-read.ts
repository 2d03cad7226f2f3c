import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder } from 'drizzle-orm';

/** A query drizzle built with `sql.placeholder`s, before it is prepared. */
interface Preparable<Row> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

const unnamed = new WeakSet<object>();

/** This database's reads are never prepared by name (it sits behind a transaction pooler). */
export function withoutNamedStatements(db: object): void {
  unnamed.add(db);
}

export interface PreparedRead<Row> {
  execute(values: Record<string, string>): Promise<Row[]>;
}

/**
 * A read of the hottest paths (the signed-in guard), prepared once and run by name.
 *
 * On PostgreSQL this is drizzle's prepared query (a named statement on each connection). On PGlite,
 * drizzle's `query()` parses, describes and plans the text again on every call, in six trips into
 * the database: here the statement is parsed once, then each run is one Bind + Execute + Sync with
 * text values, and `decode` turns the row's text fields into what drizzle would have answered.
 * Every placeholder takes a string.
 */
export function preparedRead<Row>(db: object, name: string, query: Preparable<Row>, decode: (fields: Array<string | null>) => Row): PreparedRead<Row> {
  const client = (db as unknown as { $client?: unknown }).$client;
  // An empty name is node-postgres's unnamed statement: parsed again on each run, valid on any connection.
  if (unnamed.has(db)) return query.prepare('');
  if (!(client instanceof PGlite) || !hasTransactionLock(client)) return query.prepare(name);
  const { sql: text, params } = query.toSQL();
  // A placeholder takes its value at each run; anything else (a limit) is fixed in the query.
  const slots = params.map((param) => {
    if (is(param, Placeholder)) return { placeholder: param.name, fixed: undefined };
    if (typeof param === 'number' || typeof param === 'string') return { placeholder: '', fixed: String(param) };
    throw new Error(`${name}: a value of the query is neither a placeholder nor a number or string`);
  });
  let parsed: Promise<unknown> | null = null;
  return {
    async execute(values) {
      // Both of PGlite's locks, as its own query() takes them: never inside another request's transaction.
      return client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          parsed ??= client.execProtocol(concat([parseMessage(name, text), syncMessage]), { syncToFs: false }).catch((error: unknown) => {
            parsed = null;
            throw error;
          });
          await parsed;
          const bound = slots.map((slot) => {
            if (slot.fixed !== undefined) return slot.fixed;
            const value = values[slot.placeholder];
            if (value === undefined) throw new Error(`${name}: no value for ${slot.placeholder}`);
            return value;
          });
          const { messages } = await client.execProtocol(concat([bindMessage(name, bound), executeMessage, syncMessage]), { syncToFs: false });
          const rows: Row[] = [];
          for (const message of messages) {
            if (message.name === 'dataRow') rows.push(decode((message as unknown as { fields: Array<string | null> }).fields));
          }
          return rows;
        }),
      );
    },
  };
}

type LockedPGlite = PGlite & { _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> };

function hasTransactionLock(client: PGlite): client is LockedPGlite {
  return typeof (client as Partial<LockedPGlite>)._runExclusiveTransaction === 'function';
}

// The frontend messages of PostgreSQL's extended query protocol (text format throughout).
const encoder = new TextEncoder();
const cString = (value: string) => concat([encoder.encode(value), Uint8Array.of(0)]);
const int16 = (value: number) => Uint8Array.of((value >> 8) & 0xff, value & 0xff);
const int32 = (value: number) => Uint8Array.of((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function message(type: string, body: Uint8Array[]): Uint8Array {
  const content = concat(body);
  return concat([encoder.encode(type), int32(content.length + 4), content]);
}

const parseMessage = (name: string, text: string) => message('P', [cString(name), cString(text), int16(0)]);
const bindMessage = (name: string, values: string[]) =>
  message('B', [
    cString(''),
    cString(name),
    int16(0),
    int16(values.length),
    ...values.flatMap((value) => {
      const bytes = encoder.encode(value);
      return [int32(bytes.length), bytes];
    }),
    int16(0),
  ]);
const executeMessage = message('E', [cString(''), int32(0)]);
const syncMessage = message('S', []);
