import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { preparedRead } from './prepared-read';
import { accountLines, lineBalances } from './schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());
const db = () => testApp.app.db;

describe('preparedRead', () => {
  const query = () =>
    db()
      .select({ known: sql<boolean>`${accountLines.mdn} = ${sql.placeholder('mdn')}`, holder: accountLines.accountId, row: lineBalances })
      .from(accountLines)
      .leftJoin(lineBalances, eq(lineBalances.mdn, sql.placeholder('counted')))
      .where(eq(accountLines.mdn, sql.placeholder('mdn')));
  const decode = ([known, holder, mdn, balances, updatedAt]: Array<string | null>) => ({
    known: known === 't' || (known as unknown) === true,
    holder: holder!,
    row:
      mdn === null
        ? null
        : { mdn, balances: lineBalances.balances.mapFromDriverValue(balances), updatedAt: lineBalances.updatedAt.mapFromDriverValue(updatedAt!) },
  });

  it('answers what drizzle answers, joined row, text, boolean, jsonb and timestamp alike, run after run', async () => {
    const [someLine] = await db().select().from(accountLines).limit(1);
    const read = preparedRead(db(), 'prepared_read_test', query(), decode);
    for (const counted of [someLine!.mdn, 'nobody']) {
      const values = { mdn: someLine!.mdn, counted };
      const expected = await query().prepare('prepared_read_expected').execute(values);
      expect(expected).toHaveLength(1);
      const [answer] = await read.execute(values);
      expect({ ...answer, known: answer!.known }).toEqual({ ...expected[0], known: true });
      expect((await read.execute(values))[0]).toEqual(answer);
    }
    expect(await read.execute({ mdn: 'nobody', counted: 'nobody' })).toEqual([]);
  });

  it('never runs inside another request’s open transaction', async () => {
    const [someLine] = await db().select().from(accountLines).limit(1);
    const read = preparedRead(db(), 'prepared_read_isolation', query(), decode);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let deleted!: () => void;
    const inTransaction = new Promise<void>((resolve) => (deleted = resolve));
    const transaction = db().transaction(async (tx) => {
      await tx.update(accountLines).set({ accountId: someLine!.accountId }).where(eq(accountLines.mdn, someLine!.mdn));
      await tx.delete(accountLines).where(eq(accountLines.mdn, someLine!.mdn));
      deleted();
      await held;
      tx.rollback();
    });
    // The delete is not committed (and is then rolled back): the read must wait and still find the line.
    await inTransaction;
    const answer = read.execute({ mdn: someLine!.mdn, counted: someLine!.mdn });
    setTimeout(release, 50);
    await expect(transaction).rejects.toThrow();
    expect((await answer).map((row) => row.holder)).toEqual([someLine!.accountId]);
  });
});
