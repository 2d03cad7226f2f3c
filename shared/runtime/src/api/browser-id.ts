import { localStore } from '../storage/safe-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

let memory: string | null = null;

function randomUuid(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random id made once per browser and kept in localStorage (the sdata `uuid`). */
export function getBrowserId(): string {
  const stored = localStore.get(STORAGE_KEYS.browserId);
  if (stored) return stored;
  memory ??= randomUuid();
  localStore.set(STORAGE_KEYS.browserId, memory);
  return memory;
}

/** Alias of getBrowserId (the shell's canary bucket uses the same id). */
export const browserId = getBrowserId;
