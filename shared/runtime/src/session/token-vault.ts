import type { SessionTokensResponse } from '@atlas/contracts';
import { localStore, STORAGE_KEYS } from '../storage';

export type StoredTokens = Pick<SessionTokensResponse, 'accessToken' | 'refreshToken' | 'tokenType'>;

/** Where the session's tokens rest between pages and reloads. */
export interface TokenVault {
  read(): Promise<StoredTokens | null>;
  write(tokens: StoredTokens): Promise<void>;
  clear(): void;
}

const DB_NAME = 'atlas-vault';
const STORE = 'keys';
const KEY_ID = 'session';
/** The sealed tokens, also in IndexedDB: see read(). */
const SEALED_ID = 'sealed-tokens';

type Sealed = { iv: string; data: string };

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

async function openKeys(indexedDb: IDBFactory): Promise<IDBDatabase> {
  const opening = indexedDb.open(DB_NAME, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

/** The page's AES-GCM key: generated once, non-extractable, kept as a CryptoKey object in IndexedDB. */
async function sessionKey(indexedDb: IDBFactory, subtle: SubtleCrypto): Promise<CryptoKey> {
  const db = await openKeys(indexedDb);
  try {
    const existing = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (existing) return existing as CryptoKey;
    const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    // `add` fails when another tab stored its key first: then that one is everybody's key.
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, KEY_ID)).catch(() => undefined);
    return (await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID))) as CryptoKey;
  } finally {
    db.close();
  }
}

async function readSealed(indexedDb: IDBFactory): Promise<Sealed | null> {
  const db = await openKeys(indexedDb);
  try {
    const sealed = (await request(db.transaction(STORE).objectStore(STORE).get(SEALED_ID))) as Sealed | undefined;
    return sealed?.iv && sealed.data ? sealed : null;
  } finally {
    db.close();
  }
}

/** Stores (or, with null, deletes) the sealed copy and resolves once the transaction is committed. */
async function writeSealed(indexedDb: IDBFactory, sealed: Sealed | null): Promise<void> {
  const db = await openKeys(indexedDb);
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    if (sealed) store.put(sealed, SEALED_ID);
    else store.delete(SEALED_ID);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * Tokens encrypted at rest (the spec keeps them "obfuscated"; this does better): AES-GCM under a
 * key the page can use but never export, the ciphertext under the spec's `user` key so other tabs
 * hear of changes through the storage event. Anything unreadable counts as signed out. Without
 * WebCrypto or IndexedDB (an insecure origin), tokens live in memory only.
 */
export function createTokenVault(env: { indexedDB?: IDBFactory; crypto?: Crypto } = globalThis): TokenVault {
  const subtle = env.crypto?.subtle;
  const indexedDb = env.indexedDB;
  let memory: StoredTokens | null = null;
  if (!subtle || !indexedDb) {
    return {
      read: () => Promise.resolve(memory),
      write: (tokens) => {
        memory = tokens;
        return Promise.resolve();
      },
      clear: () => {
        memory = null;
        localStore.remove(STORAGE_KEYS.user);
      },
    };
  }
  return {
    async read() {
      const visible = localStore.getJson<Sealed>(STORAGE_KEYS.user);
      if (!visible?.iv || !visible.data) return null;
      try {
        // Another tab's localStorage write reaches this tab's view some milliseconds later, possibly
        // after that tab released the refresh lock; IndexedDB is one committed store for every tab.
        // So `user` says whether a session exists, and the IndexedDB copy (as fresh or fresher) is read.
        const sealed = (await readSealed(indexedDb)) ?? visible;
        const key = await sessionKey(indexedDb, subtle);
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
        const tokens = JSON.parse(new TextDecoder().decode(plain)) as StoredTokens;
        return tokens.accessToken && tokens.refreshToken ? tokens : null;
      } catch {
        localStore.remove(STORAGE_KEYS.user);
        return null;
      }
    },
    async write(tokens) {
      const key = await sessionKey(indexedDb, subtle);
      const iv = env.crypto!.getRandomValues(new Uint8Array(12));
      const data = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(tokens))));
      const sealed: Sealed = { iv: toBase64(iv), data: toBase64(data) };
      await writeSealed(indexedDb, sealed);
      localStore.setJson(STORAGE_KEYS.user, sealed);
    },
    clear() {
      localStore.remove(STORAGE_KEYS.user);
      void writeSealed(indexedDb, null).catch(() => undefined);
    },
  };
}
