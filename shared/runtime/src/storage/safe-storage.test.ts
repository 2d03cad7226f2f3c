import { clearSignedInData, createSafeStorage, localStore } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

describe('safe storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps strings and JSON under the spec keys', () => {
    localStore.set(STORAGE_KEYS.cartId, 'c-1');
    localStore.setJson(STORAGE_KEYS.selectedLine, { mdn: '0612345678', mdnSegmentationToken: 't' });
    expect(localStorage.getItem('cartId')).toBe('c-1');
    expect(localStore.getJson(STORAGE_KEYS.selectedLine)).toEqual({ mdn: '0612345678', mdnSegmentationToken: 't' });
    expect(Object.values(STORAGE_KEYS)).toEqual(
      expect.arrayContaining(['cartId', 'cartItems', 'profile', 'selectedLine', 'language', 'paimentData', 'user', 'appConfig']),
    );
  });

  it('answers null for unreadable JSON', () => {
    localStorage.setItem('profile', '{oops');
    expect(localStore.getJson('profile')).toBeNull();
  });

  it('ignores access errors silently', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = createSafeStorage(() => broken);
    expect(() => store.set('a', 'b')).not.toThrow();
    expect(store.get('a')).toBeNull();
    expect(() => store.remove('a')).not.toThrow();
    expect(store.getJson('a')).toBeNull();
    const noStorage = createSafeStorage(() => {
      throw new Error('denied');
    });
    expect(noStorage.get('a')).toBeNull();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => localStore.setJson('x', circular)).not.toThrow();
  });

  it('clears what signing out removes, and keeps the rest', () => {
    ['user', 'cartId', 'profile', 'selectedLine', 'language', 'cartItems'].forEach((key) => localStorage.setItem(key, 'x'));
    clearSignedInData();
    expect(Object.keys(localStorage).sort()).toEqual(['cartItems', 'language']);
  });
});
