import { and, eq, getTableColumns, getTableName, gt, isNull, sql } from 'drizzle-orm';
import { preparedRead, type PreparedRead } from '../../db/prepared-read';
import type { LineCheck, LineRead, SessionReads } from '../../plugins/session-tokens';
import { accountLines, refreshTokens } from './ms-iam.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/**
 * The signed-in guard's reads over ms-iam's tables (the session plugin knows no table: app.ts
 * hands it these). Prepared once: each request only binds its values (no query building; a server
 * keeps the plan).
 */
export function sessionReads(work: UnitOfWork): SessionReads {
  const db = handleOf(work);
  const openFamily = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.accountId, sql.placeholder('accountId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
  const open = sql<boolean>`exists (${openFamily})`;
  const isTrue = (field: string | null) => field === 't';
  const sessionOpenStatement = preparedRead(db, 'session_open', db.select({ open }).from(sql`(select 1) as one`), ([state]) => ({
    open: isTrue(state ?? null),
  }));
  /** The session's state and the line's holder (and the route's row of the line): no row when nobody holds the line. */
  const lineCheckStatement = (read?: LineRead): PreparedRead<LineCheck> => {
    const check = { open, holder: accountLines.accountId };
    const line = eq(accountLines.mdn, sql.placeholder('mdn'));
    if (!read) {
      return preparedRead(db, 'line_check', db.select(check).from(accountLines).where(line), ([state, holder]) => ({
        open: isTrue(state ?? null),
        holder: holder!,
      }));
    }
    const columns = Object.entries(getTableColumns(read.table));
    const query = db
      .select({ ...check, row: read.table })
      .from(accountLines)
      .leftJoin(read.table, and(eq(read.mdn, accountLines.mdn), eq(accountLines.accountId, sql.placeholder('accountId'))))
      .where(line);
    return preparedRead(
      db,
      `line_check_${getTableName(read.table)}`,
      query as unknown as Parameters<typeof preparedRead<LineCheck>>[2],
      ([state, holder, ...fields]) => ({
        open: isTrue(state ?? null),
        holder: holder!,
        // A left join: no row of the line's, every column null.
        row: fields.every((field) => field === null)
          ? null
          : Object.fromEntries(columns.map(([key, column], index) => [key, fields[index] === null ? null : column.mapFromDriverValue(fields[index])])),
      }),
    );
  };
  const lineChecks = new Map<LineRead | undefined, PreparedRead<LineCheck>>();
  const lineCheckOf = (read: LineRead | undefined) => {
    let statement = lineChecks.get(read);
    if (!statement) lineChecks.set(read, (statement = lineCheckStatement(read)));
    return statement;
  };
  return {
    sessionOpen: async (values) => (await sessionOpenStatement.execute(values))[0]?.open === true,
    lineCheck: async (read, values) => (await lineCheckOf(read).execute(values))[0],
  };
}
