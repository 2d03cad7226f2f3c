import path from 'node:path';
import { sourcesUnder } from './import-cycles';
import { ownerOf, tableAccess } from './table-access';

describe("the API's table access (issue 35, item 2)", () => {
  const tables = [
    ['modules/ms-iam/ms-iam.tables.ts', "export const lines = pgTable('lines', {});\nexport const accounts = pgTable('accounts', {});\n"],
    ['modules/ms-payment/ms-payment.tables.ts', "import { lines } from '../ms-iam/ms-iam.tables';\nexport const carts = pgTable('carts', {});\n"],
    ['db/schema.ts', "export * from '../modules/ms-iam/ms-iam.tables';\nexport * from '../modules/ms-payment/ms-payment.tables';\n"],
  ] as const;

  it('names the owner of a file by its module, else its folder', () => {
    expect([ownerOf('modules/ms-iam/sessions.ts'), ownerOf('plugins/captcha.ts'), ownerOf('app.ts')]).toEqual(['ms-iam', 'plugins', 'api']);
  });

  it('counts reads and writes of another module’s tables, through its tables file or db/schema, and handles outside repositories', () => {
    const probe = new Map<string, string>([
      ...tables,
      // The owner's repository: neither a foreign read nor a handle counted.
      [
        'modules/ms-iam/lines.repository.ts',
        "import { lines } from './ms-iam.tables';\nexport class Lines { constructor(private db: Database) {} all() { return this.db.select().from(lines); } }\n",
      ],
      // Another module writes a line's plan and reads accounts through the schema.
      [
        'modules/ms-payment/carts.ts',
        "import { lines } from '../ms-iam/ms-iam.tables';\nimport * as schema from '../../db/schema';\n" +
          'export async function pay(tx: Database) { await tx.update(lines).set({}); await tx.insert(schema.accounts).values({}); await tx.insert(schema.carts).values({}); }\n' +
          'export const route = (app) => app.db.transaction(async (tx) => pay(tx));\n',
      ],
      // Its own tables outside a repository, and a handle by name.
      ['modules/ms-payment/rules.ts', "import type { carts } from './ms-payment.tables';\nexport const check = async (db, id: string) => id;\n"],
      // Tests are not counted.
      ['modules/ms-payment/carts.test.ts', "import { lines } from '../ms-iam/ms-iam.tables';\nawait db.insert(lines).values({});\n"],
    ]);
    expect(tableAccess(probe)).toEqual({
      foreignReads: ['modules/ms-payment/carts.ts'],
      foreignWrites: ['modules/ms-payment/carts.ts: insert(schema.accounts)', 'modules/ms-payment/carts.ts: update(lines)'],
      ownOutsideRepositories: ['modules/ms-payment/carts.ts', 'modules/ms-payment/rules.ts'],
      databaseFunctions: ['modules/ms-payment/carts.ts: pay', 'modules/ms-payment/rules.ts: check'],
    });
  });

  it('counts a handle typed in a union, but not a unit of work nor what inTransaction hands its callback', () => {
    const probe = new Map<string, string>([
      ...tables,
      [
        'modules/ms-payment/credit.ts',
        'export async function credit(work: UnitOfWork, mdn: string) { await inTransaction(work, async (tx) => grant(tx, mdn)); }\n' +
          'export const grant = async (work: UnitOfWork, mdn: string) => mdn;\n' +
          'export const settle = async (on: Database | Transaction, mdn: string) => mdn;\n',
      ],
    ]);
    expect(tableAccess(probe).databaseFunctions).toEqual(['modules/ms-payment/credit.ts: settle']);
  });

  it('finds, in api/src, no table read or written outside its module’s repositories, and no function but a repository’s taking a handle', () => {
    expect(tableAccess(sourcesUnder(path.resolve(__dirname, '../../../api/src')))).toEqual({
      foreignReads: [],
      foreignWrites: [],
      ownOutsideRepositories: [],
      databaseFunctions: [],
    });
  });
});
