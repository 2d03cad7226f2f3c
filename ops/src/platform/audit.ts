import fs from 'node:fs';
import type { AuditEntry } from '@atlas/contracts/platform-manifest';
import { appendLineDurably } from './atomic-file';
import { auditFile } from './paths';

/** Appends to the audit trail; callers hold the platform lock, so lines never interleave. */
export function appendAudit(dir: string, entry: Omit<AuditEntry, 'at'> & { at?: string }): AuditEntry {
  const full: AuditEntry = { at: entry.at ?? new Date().toISOString(), ...entry } as AuditEntry;
  appendLineDurably(auditFile(dir), JSON.stringify(full));
  return full;
}

export function readAudit(dir: string, remote?: string): AuditEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(auditFile(dir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: AuditEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as AuditEntry);
    } catch {
      // A torn last line from a crash mid-append: the entries before it still stand.
    }
  }
  return remote ? entries.filter((entry) => entry.remote === remote) : entries;
}
