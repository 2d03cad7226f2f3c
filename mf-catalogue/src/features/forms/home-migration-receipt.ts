import { sessionStore } from '@atlas/runtime';
import type { LocalizedText } from '@atlas/contracts/catalog';
import type { ContactTime } from '@atlas/contracts/forms';

/** What send-success repeats besides the reference (kept in this tab only; the reference is in the URL). */
export interface HomeMigrationReceipt {
  reference: string;
  offerId: string;
  offerName?: LocalizedText;
  contactTime: ContactTime;
}

const KEY = 'homeMigrationReceipt';

export const homeMigrationReceipt = {
  write: (receipt: HomeMigrationReceipt) => sessionStore.setJson(KEY, receipt),
  /** The stored receipt of this reference, or null. */
  read: (reference: string): HomeMigrationReceipt | null => {
    const stored = sessionStore.getJson<HomeMigrationReceipt>(KEY);
    return stored?.reference === reference ? stored : null;
  },
};
