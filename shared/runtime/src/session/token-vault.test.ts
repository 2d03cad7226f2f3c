/**
 * @jest-environment node
 */
// Node, not jsdom: fake-indexeddb stores the CryptoKey with structuredClone, which jsdom lacks.
import { webcrypto } from 'node:crypto';
import { IDBFactory } from 'fake-indexeddb';
import { STORAGE_KEYS } from '../storage';
import { createTokenVault } from './token-vault';

const tokens = { accessToken: 'access.jwt.value', refreshToken: 'refresh.jwt.value', tokenType: 'Bearer' };

/** The page's localStorage, as the vault reaches it (window.localStorage). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}
const localStorage = new MemoryStorage();
(globalThis as unknown as { window: unknown }).window = { localStorage };

describe('token vault', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the tokens encrypted under the spec’s `user` key and reads them back after a reload', async () => {
    const indexedDB = new IDBFactory();
    await createTokenVault({ indexedDB, crypto: webcrypto as unknown as Crypto }).write(tokens);
    const stored = localStorage.getItem(STORAGE_KEYS.user)!;
    expect(stored).not.toContain('access.jwt.value');
    expect(stored).not.toContain('Bearer');
    // A new page: a new vault over the same browser storage.
    expect(await createTokenVault({ indexedDB, crypto: webcrypto as unknown as Crypto }).read()).toEqual(tokens);
  });

  it('keeps its key non-extractable', async () => {
    const indexedDB = new IDBFactory();
    await createTokenVault({ indexedDB, crypto: webcrypto as unknown as Crypto }).write(tokens);
    const key = await new Promise<CryptoKey>((resolve) => {
      const opening = indexedDB.open('atlas-vault', 1);
      opening.onsuccess = () => {
        const get = opening.result.transaction('keys').objectStore('keys').get('session');
        get.onsuccess = () => resolve(get.result as CryptoKey);
      };
    });
    expect(key.extractable).toBe(false);
    await expect(webcrypto.subtle.exportKey('raw', key as never)).rejects.toThrow();
  });

  it('treats a blob it cannot open (another key, tampering) as signed out and removes it', async () => {
    await createTokenVault({ indexedDB: new IDBFactory(), crypto: webcrypto as unknown as Crypto }).write(tokens);
    const otherBrowser = createTokenVault({ indexedDB: new IDBFactory(), crypto: webcrypto as unknown as Crypto });
    expect(await otherBrowser.read()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, '{"iv":"AAAA","data":"garbage"}');
    expect(await otherBrowser.read()).toBeNull();
  });

  it('reads the tokens another tab committed even while this tab still sees its older `user`', async () => {
    const indexedDB = new IDBFactory();
    const vault = () => createTokenVault({ indexedDB, crypto: webcrypto as unknown as Crypto });
    await vault().write(tokens);
    const older = localStorage.getItem(STORAGE_KEYS.user)!;
    const rotated = { ...tokens, accessToken: 'access.rotated', refreshToken: 'refresh.rotated' };
    await vault().write(rotated);
    // This tab's view of localStorage lags behind the other tab's write.
    localStorage.setItem(STORAGE_KEYS.user, older);
    expect(await vault().read()).toEqual(rotated);
  });

  it('is signed out once `user` is gone, whatever IndexedDB still holds', async () => {
    const indexedDB = new IDBFactory();
    const vault = createTokenVault({ indexedDB, crypto: webcrypto as unknown as Crypto });
    await vault.write(tokens);
    vault.clear();
    expect(await vault.read()).toBeNull();
  });

  it('keeps the tokens in memory only where WebCrypto is missing (an insecure origin)', async () => {
    const vault = createTokenVault({});
    await vault.write(tokens);
    expect(await vault.read()).toEqual(tokens);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    vault.clear();
    expect(await vault.read()).toBeNull();
  });
});
