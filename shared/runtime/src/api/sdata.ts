import type { Language } from '@atlas/contracts';

export type ApiArea = 'selfcare' | 'public';

export interface Sdata {
  channel: string;
  /** The self-care area or the public site. */
  origin: ApiArea;
  uuid: string;
  language: Language;
  appVersion: string;
}

/** Base64 of the JSON (UTF-8 safe). */
export function encodeSdata(sdata: Sdata): string {
  const bytes = new TextEncoder().encode(JSON.stringify(sdata));
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

export function decodeSdata(header: string): Sdata {
  const binary = atob(header);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Sdata;
}
