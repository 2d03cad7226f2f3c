import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CustomerAddressInput, UpdateInfoRequest } from '@atlas/contracts/selfcare';
import type { Database } from '../../db/database';
import { accountAddresses } from './ms-client.tables';
import { accountLines, accounts } from '../ms-iam/ms-iam.tables';
import { formRequests } from '../ms-forms/ms-forms.tables';

/** After-sales requests are stored with the public forms, under this kind. */
export const SAV_FORM_KIND = 'sav';

declare module 'fastify' {
  interface FastifyInstance {
    customerRepository: CustomerRepository;
  }
}

type Account = typeof accounts.$inferSelect;
type HeldLine = typeof accountLines.$inferSelect;
type AddressRow = typeof accountAddresses.$inferSelect;
class NoSuchAddress extends Error {}

/** ms-client's SQL: the signed-in customer's account, the lines it holds, its addresses and avatar. */
export class CustomerRepository {
  constructor(private readonly db: Database) {}

  async account(accountId: string): Promise<Account | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    return row;
  }

  async crmIdOf(accountId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ crmId: accounts.crmId }).from(accounts).where(eq(accounts.id, accountId));
    return row?.crmId;
  }

  /** Whether another account than `accountId` uses the email. */
  async emailTakenByOther(email: string, accountId: string): Promise<boolean> {
    const [taken] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, email), ne(accounts.id, accountId)));
    return !!taken;
  }

  async setEmail(accountId: string, email: string) {
    await this.db.update(accounts).set({ email }).where(eq(accounts.id, accountId));
  }

  async setInfo(accountId: string, { civility, firstName, lastName, birthDate }: UpdateInfoRequest) {
    await this.db.update(accounts).set({ civility, firstName, lastName, birthDate }).where(eq(accounts.id, accountId));
  }

  /** The avatar (256 px webp, base64), or null. */
  async avatarOf(accountId: string): Promise<string | null> {
    const [row] = await this.db.select({ avatar: accounts.avatar }).from(accounts).where(eq(accounts.id, accountId));
    return row?.avatar ?? null;
  }

  async setAvatar(accountId: string, webpBase64: string) {
    await this.db.update(accounts).set({ avatar: webpBase64 }).where(eq(accounts.id, accountId));
  }

  // --- lines ------------------------------------------------------------------------------------

  /** The account's hold on a line, if the line is one of its. */
  async heldLine(accountId: string, mdn: string): Promise<HeldLine | undefined> {
    const [row] = await this.db
      .select()
      .from(accountLines)
      .where(and(eq(accountLines.mdn, mdn), eq(accountLines.accountId, accountId)));
    return row;
  }

  /** Whichever account holds the line, if any. */
  async holderOf(mdn: string): Promise<HeldLine | undefined> {
    const [row] = await this.db.select().from(accountLines).where(eq(accountLines.mdn, mdn));
    return row;
  }

  async attachLine(accountId: string, mdn: string) {
    await this.db.insert(accountLines).values({ mdn, accountId, isMain: false });
  }

  /** The line becomes the account's main one (and the only one). */
  async makeMain({ accountId, mdn }: HeldLine) {
    await this.db.transaction(async (tx) => {
      await tx.update(accountLines).set({ isMain: false }).where(eq(accountLines.accountId, accountId));
      await tx.update(accountLines).set({ isMain: true }).where(eq(accountLines.mdn, mdn));
    });
  }

  /** The account's other lines, oldest attached first. */
  otherLines({ accountId, mdn }: HeldLine): Promise<HeldLine[]> {
    return this.db
      .select()
      .from(accountLines)
      .where(and(eq(accountLines.accountId, accountId), ne(accountLines.mdn, mdn)))
      .orderBy(asc(accountLines.attachedAt));
  }

  /** Detaches the line; `nextMain` becomes the main line when it was. */
  async detachLine(held: HeldLine, nextMain: HeldLine | undefined) {
    await this.db.transaction(async (tx) => {
      await tx.delete(accountLines).where(eq(accountLines.mdn, held.mdn));
      if (held.isMain && nextMain) await tx.update(accountLines).set({ isMain: true }).where(eq(accountLines.mdn, nextMain.mdn));
    });
  }

  // --- addresses: the customer's own list -------------------------------------------------------

  addresses(accountId: string): Promise<AddressRow[]> {
    return this.db.select().from(accountAddresses).where(eq(accountAddresses.accountId, accountId)).orderBy(asc(accountAddresses.label));
  }

  /** Creates (`create`) or updates the address; false when the account has no address of that id. */
  async saveAddress(accountId: string, id: string, input: CustomerAddressInput, create: boolean): Promise<boolean> {
    return this.db
      .transaction(async (tx) => {
        if (input.isDefault) await tx.update(accountAddresses).set({ isDefault: false }).where(eq(accountAddresses.accountId, accountId));
        if (create) {
          await tx.insert(accountAddresses).values({ id, accountId, ...input });
          return true;
        }
        const updated = await tx
          .update(accountAddresses)
          .set(input)
          .where(and(eq(accountAddresses.id, id), eq(accountAddresses.accountId, accountId)))
          .returning();
        // Throwing rolls back the default flag cleared above.
        if (updated.length === 0) throw new NoSuchAddress();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof NoSuchAddress) return false;
        throw error;
      });
  }

  /** The account's latest after-sales requests, newest first. */
  savRequests(accountId: string, limit: number) {
    return this.db
      .select()
      .from(formRequests)
      .where(and(eq(formRequests.kind, SAV_FORM_KIND), sql`${formRequests.payload}->>'accountId' = ${accountId}`))
      .orderBy(desc(formRequests.createdAt))
      .limit(limit);
  }

  /** False when the account has no address of that id. */
  async deleteAddress(accountId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(accountAddresses)
      .where(and(eq(accountAddresses.id, id), eq(accountAddresses.accountId, accountId)))
      .returning();
    return deleted.length > 0;
  }
}

/** Registered by the ms-client module, before its routes (its scope only). */
export const customerRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('customerRepository', new CustomerRepository(app.db));
  },
  { name: 'customer-repository' },
);
