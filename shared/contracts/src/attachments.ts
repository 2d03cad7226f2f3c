import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from './patterns';

/**
 * Attachments (spec §5: pdf, doc, docx, dt or txt, up to 15 MB), judged the same way in the
 * browser and in the API: by name, by the type the browser declares, by size and by the file's
 * own bytes, so a renamed file is refused on both sides.
 */

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
export type AttachmentRefusal = 'type' | 'size' | 'content';

/** The types each extension may declare; `dt` files are plain text. The first is the one stored. */
export const ATTACHMENT_TYPES: Record<AttachmentExtension, readonly string[]> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  dt: ['text/plain'],
  txt: ['text/plain'],
};

/** What browsers and systems declare for a type they do not know: then the bytes decide. */
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

/** For the file picker: extensions and their types. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`), ...new Set(Object.values(ATTACHMENT_TYPES).flat())].join(',');

export function attachmentExtension(name: string): AttachmentExtension | null {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension) ? (extension as AttachmentExtension) : null;
}

/** Refused before reading a byte: an extension outside the list, or a declared type that contradicts it. */
export function checkAttachmentName(name: string, declaredType: string): 'type' | null {
  const extension = attachmentExtension(name);
  if (!extension) return 'type';
  const type = declaredType.split(';')[0]!.trim().toLowerCase();
  return UNKNOWN_TYPES.includes(type) || ATTACHMENT_TYPES[extension].includes(type) ? null : 'type';
}

export const checkAttachmentSize = (size: number): 'size' | null => (size > ATTACHMENT_MAX_BYTES ? 'size' : null);

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0, to = haystack.length): number {
  const last = Math.min(to, haystack.length) - needle.length;
  for (let start = haystack.indexOf(needle[0]!, from); start !== -1 && start <= last; start = haystack.indexOf(needle[0]!, start + 1)) {
    let matched = 1;
    while (matched < needle.length && haystack[start + matched] === needle[matched]) matched += 1;
    if (matched === needle.length) return start;
  }
  return -1;
}

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const PDF = ascii('%PDF-');
/** Compound File Binary (Word 97–2003). */
const OLE2 = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
/** Every Word document package holds this part; its name is stored uncompressed in the zip. */
const WORD_DOCUMENT = ascii('word/document.xml');

/** Text: no control character but tab, line feed, form feed, carriage return (and a DOS end-of-file mark). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const units = utf16 ? new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2)) : null;
  const length = units ? units.length : bytes.length;
  for (let index = 0; index < length; index += 1) {
    const code = units ? units.charCodeAt(index) : bytes[index]!;
    const allowed = code >= 0x20 ? code !== 0x7f : code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d || (code === 0x1a && index === length - 1);
    if (!allowed) return false;
  }
  return true;
}

/** Whether the file's bytes are the format its extension names (magic numbers; text for txt and dt). */
export function attachmentBytesMatch(extension: AttachmentExtension, bytes: Uint8Array): boolean {
  switch (extension) {
    case 'pdf':
      // Readers accept the header within the first kilobyte.
      return indexOfBytes(bytes, PDF, 0, 1024 + PDF.length) !== -1;
    case 'doc':
      return startsWith(bytes, OLE2);
    case 'docx':
      return startsWith(bytes, ZIP) && indexOfBytes(bytes, WORD_DOCUMENT) !== -1;
    case 'dt':
    case 'txt':
      return isText(bytes);
  }
}

/** The first reason to refuse a file, or null: name and declared type, then size, then content. */
export function checkAttachment(file: { name: string; type: string; size: number }, bytes: Uint8Array | null): AttachmentRefusal | null {
  const byName = checkAttachmentName(file.name, file.type);
  if (byName) return byName;
  const bySize = checkAttachmentSize(file.size);
  if (bySize) return bySize;
  if (bytes && !attachmentBytesMatch(attachmentExtension(file.name)!, bytes)) return 'content';
  return null;
}
