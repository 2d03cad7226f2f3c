import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Every regular file under `dir`, as sorted POSIX paths relative to it. */
export function listBuildFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/**
 * One hash over every file's path and bytes: two builds with the same hash are the same build,
 * so republishing one is a no-op and a different one under the same version is caught.
 */
export function contentHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listBuildFiles(dir)) {
    const fileHash = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(dir, file)))
      .digest('hex');
    hash.update(`${file}\0${fileHash}\n`);
  }
  return `sha256-${hash.digest('hex')}`;
}

/** Subresource integrity of one file, as the browser checks it on a script tag. */
export function sriIntegrity(file: string): string {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

/** Copies a folder into a fresh sibling and renames it into place, so a half copy is never visible. */
export function copyBuildAtomically(from: string, to: string): void {
  const parent = path.dirname(to);
  fs.mkdirSync(parent, { recursive: true });
  const staging = path.join(parent, `.${path.basename(to)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  fs.cpSync(from, staging, { recursive: true, dereference: true, preserveTimestamps: true });
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(staging, to);
}

/** The compressed copies the build writes beside each file (shared/build/precompress.ts), and how each is read back. */
const COMPRESSED_COPIES = [
  { suffix: '.br', decode: (bytes: Buffer) => zlib.brotliDecompressSync(bytes) },
  { suffix: '.gz', decode: (bytes: Buffer) => zlib.gunzipSync(bytes) },
] as const;

/**
 * The `.br` and `.gz` copies that are not their file compressed (a file changed after the build, its
 * copies not): the edge serves the copy to every browser that accepts it, so a stale one ships other
 * code than the version published.
 */
export function staleCompressedCopies(dir: string): string[] {
  const files = new Set(listBuildFiles(dir));
  const stale: string[] = [];
  for (const file of files) {
    const copy = COMPRESSED_COPIES.find(({ suffix }) => file.endsWith(suffix));
    const original = copy && file.slice(0, -copy.suffix.length);
    if (!copy || !original || !files.has(original)) continue;
    let decoded: Buffer | null;
    try {
      decoded = copy.decode(fs.readFileSync(path.join(dir, file)));
    } catch {
      decoded = null;
    }
    if (!decoded || !decoded.equals(fs.readFileSync(path.join(dir, original)))) stale.push(file);
  }
  return stale;
}
