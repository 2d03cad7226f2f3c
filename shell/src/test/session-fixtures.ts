import { type Profile } from '@atlas/contracts';
import { localStore, STORAGE_KEYS, type StoredTokens, type TokenVault } from '@atlas/runtime';

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const now = () => Math.floor(Date.now() / 1000);
export const tokens = (accessLife: number, refreshLife = 3600, id = 'a'): StoredTokens => ({
  accessToken: jwt({ exp: now() + accessLife, id }),
  refreshToken: jwt({ exp: now() + refreshLife, id: `r-${id}` }),
  tokenType: 'Bearer',
});

export const profile: Profile = {
  id: 'p',
  crmId: 'c',
  civility: null,
  firstName: 'Salma',
  lastName: 'Idrissi',
  email: 's@example.ma',
  birthDate: null,
  segment: 'B2C',
  hasAvatar: false,
  lines: [
    {
      mdn: '0661234501',
      kind: 'mobile',
      segment: 'prepaid',
      customerSegment: 'B2C',
      offerId: 'o',
      offerName: 'A',
      offer_name_fr: 'A',
      offer_name_ar: 'أ',
      offer_name_en: 'A',
      isMain: false,
      mdnSegmentationToken: 's1',
      tokenType: 'Bearer',
    },
    {
      mdn: '0661234502',
      kind: 'mobile',
      segment: 'prepaid',
      customerSegment: 'B2C',
      offerId: 'o',
      offerName: 'A',
      offer_name_fr: 'A',
      offer_name_ar: 'أ',
      offer_name_en: 'A',
      isMain: true,
      mdnSegmentationToken: 's2',
      tokenType: 'Bearer',
    },
  ],
};

/** The vault as the sagas see it, in memory; writing marks `user` as the real one does. */
export function memoryVault(initial: StoredTokens | null = null): TokenVault & { value: StoredTokens | null } {
  const vault = {
    value: initial,
    read: () => Promise.resolve(vault.value),
    write: (next: StoredTokens) => {
      vault.value = next;
      localStore.set(STORAGE_KEYS.user, 'sealed');
      return Promise.resolve();
    },
    clear: () => {
      vault.value = null;
      localStore.remove(STORAGE_KEYS.user);
    },
  };
  return vault;
}
