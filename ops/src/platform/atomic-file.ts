import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Writes a file so that readers see either the old content or the new one, never a torn file:
 * write a temporary file in the same folder (so rename stays on one file system), fsync it,
 * rename it over the target, then fsync the folder so the rename itself survives a crash.
 */
export function writeFileAtomic(file: string, content: string): void {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'w', 0o644);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  fsyncDir(dir);
}

/**
 * Appends one line with a single write on an O_APPEND descriptor, then fsyncs. Callers hold the
 * platform lock; readers skip a torn last line should the machine die mid-write.
 */
export function appendLineDurably(file: string, line: string): void {
  const fd = fs.openSync(file, 'a', 0o644);
  try {
    fs.writeSync(fd, `${line}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
