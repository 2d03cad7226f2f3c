import { ATTACHMENT_ACCEPT, attachmentBytesMatch, attachmentExtension, checkAttachment, checkAttachmentName } from './attachments';
import { ATTACHMENT_MAX_BYTES } from './patterns';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (character) => character.charCodeAt(0)) : part)));

const PDF = bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF');
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]);
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml....');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('attachments', () => {
  it('knows the five extensions, whatever their case', () => {
    expect(['a.pdf', 'b.DOC', 'c.docx', 'd.dt', 'e.Txt'].map(attachmentExtension)).toEqual(['pdf', 'doc', 'docx', 'dt', 'txt']);
    expect(['a.exe', 'pdf', '.pdf', 'a.pdf.exe'].map(attachmentExtension)).toEqual([null, null, null, null]);
    expect(ATTACHMENT_ACCEPT).toContain('.dt');
  });

  it('refuses a declared type that contradicts the name, and lets an unknown one through to the bytes', () => {
    expect(checkAttachmentName('kbis.pdf', 'application/pdf')).toBeNull();
    expect(checkAttachmentName('kbis.pdf', '')).toBeNull();
    expect(checkAttachmentName('kbis.pdf', 'application/octet-stream')).toBeNull();
    expect(checkAttachmentName('notes.dt', 'text/plain; charset=utf-8')).toBeNull();
    expect(checkAttachmentName('kbis.pdf', 'image/png')).toBe('type');
    expect(checkAttachmentName('photo.png', 'image/png')).toBe('type');
  });

  it('reads the real format from the bytes', () => {
    expect(attachmentBytesMatch('pdf', PDF)).toBe(true);
    expect(attachmentBytesMatch('pdf', bytes([0xef, 0xbb, 0xbf], '%PDF-1.4'))).toBe(true);
    expect(attachmentBytesMatch('pdf', PNG)).toBe(false);
    expect(attachmentBytesMatch('doc', DOC)).toBe(true);
    expect(attachmentBytesMatch('doc', PDF)).toBe(false);
    expect(attachmentBytesMatch('docx', DOCX)).toBe(true);
    // Any zip (a renamed archive or spreadsheet) is not a Word document.
    expect(attachmentBytesMatch('docx', bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBe(false);
    expect(attachmentBytesMatch('txt', bytes('Références : Maroc Telecom, ONCF\r\n\tISO 9001'))).toBe(true);
    expect(attachmentBytesMatch('txt', new TextEncoder().encode('المنتجات والخدمات'))).toBe(true);
    expect(attachmentBytesMatch('dt', bytes([0xff, 0xfe], [0x41, 0, 0x0a, 0]))).toBe(true);
    expect(attachmentBytesMatch('txt', PNG)).toBe(false);
    expect(attachmentBytesMatch('txt', bytes('MZ', [0, 0, 3]))).toBe(false);
    expect(attachmentBytesMatch('txt', new Uint8Array())).toBe(false);
  });

  it('says the first reason to refuse: type, then size, then content', () => {
    expect(checkAttachment({ name: 'a.exe', type: '', size: ATTACHMENT_MAX_BYTES + 1 }, null)).toBe('type');
    expect(checkAttachment({ name: 'a.pdf', type: 'application/pdf', size: ATTACHMENT_MAX_BYTES + 1 }, PDF)).toBe('size');
    expect(checkAttachment({ name: 'a.pdf', type: 'application/pdf', size: ATTACHMENT_MAX_BYTES }, PDF)).toBeNull();
    expect(checkAttachment({ name: 'a.pdf', type: 'application/pdf', size: PNG.length }, PNG)).toBe('content');
  });
});
