import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CustomerAddressInput } from '@atlas/contracts/selfcare';
import { accountAddresses } from './ms-client.tables';
import { CustomerAccountsRepository } from '../ms-iam/public';
import { FormRequestsRepository } from '../ms-forms/public';

/** After-sales requests are stored with the public forms, under this kind. */
export const SAV_FORM_KIND = 'sav';

declare module 'fastify' {
  interface FastifyInstance {
    customerRepository: CustomerRepository;
  }
}

type AddressRow = typeof accountAddresses.$inferSelect;
class NoSuchAddress extends Error {}

/**
 * ms-client's SQL: the signed-in customer's account and the lines it holds (ms-iam's, through its
 * repository), its addresses, and its after-sales requests (ms-forms').
 */
export class CustomerRepository extends CustomerAccountsRepository {
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
    return new FormRequestsRepository(this.db).latestOfAccount(SAV_FORM_KIND, accountId, limit);
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
