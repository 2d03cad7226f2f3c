/**
 * Hostile images for the tests, made byte by byte (no decoder involved): each is small on the wire
 * and would cost far more than its size to decode, or is not the image it claims to be.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A grey 8-bit PNG of width × height declared in its header. With `rows` (default: all) only that
 * many rows of white pixels are compressed into it: fewer rows make a decompression bomb (a tiny
 * file declaring a huge picture).
 */
export function greyPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * rows);
  for (let y = 0; y < rows; y += 1) row.copy(raw, y * row.length);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A real JPEG whose frame header (SOF) now declares width × height. */
export function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(jpeg);
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) throw new Error('Not a JPEG marker');
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('No frame header');
}

/** A ZIP archive's end record: appended to an image, it makes a file that is both. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** The hostile set, each with what it is. */
export function hostileImages(jpeg: Buffer): Array<{ name: string; bytes: Buffer }> {
  const png = greyPng(1200, 800);
  return [
    // The probe's image: 137 KB on the wire, 39.9 Mpx, 1 : 3,990.
    { name: 'tall strip 100 × 399,000', bytes: greyPng(100, 399_000) },
    { name: 'wide strip 399,000 × 100', bytes: greyPng(399_000, 100) },
    { name: '40 Mpx (8,000 × 5,000)', bytes: greyPng(8000, 5000) },
    { name: 'PNG bomb declaring 30,000 × 30,000', bytes: greyPng(30_000, 30_000, 4) },
    { name: 'JPEG declaring 60,000 × 60,000', bytes: jpegDeclaring(jpeg, 60_000, 60_000) },
    { name: 'truncated JPEG', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    { name: 'truncated PNG', bytes: png.subarray(0, Math.floor(png.length / 2)) },
    { name: 'PNG and ZIP at once', bytes: Buffer.concat([png, ZIP_END]) },
    {
      name: 'JPEG magic bytes before an HTML page',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
    },
  ];
}
