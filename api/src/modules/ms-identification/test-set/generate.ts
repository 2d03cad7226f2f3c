/**
 * Writes the synthetic identity test set: `npx tsx api/src/modules/ms-identification/test-set/generate.ts [dir]`
 * (default `.data/identity-set`, ignored by git). One JPEG per side and `truth.json` with the
 * printed fields. Deterministic: the same files on every run.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { FIRST_SEED, renderDocument, testSetIdentities } from './synthetic-documents';

export const DEFAULT_SET_DIR = path.resolve(__dirname, '../../../../../.data/identity-set');

export async function generateTestSet(dir = DEFAULT_SET_DIR, count = 36, firstSeed = FIRST_SEED) {
  await fs.mkdir(dir, { recursive: true });
  const identities = testSetIdentities(count, firstSeed);
  for (const [index, truth] of identities.entries()) {
    const document = await renderDocument(truth, firstSeed + index);
    await fs.writeFile(path.join(dir, `${truth.id}-recto.jpg`), document.recto);
    if (document.verso) await fs.writeFile(path.join(dir, `${truth.id}-verso.jpg`), document.verso);
  }
  await fs.writeFile(path.join(dir, 'truth.json'), JSON.stringify(identities, null, 2));
  return { dir, identities };
}

if (require.main === module) {
  generateTestSet(process.argv[2] ? path.resolve(process.argv[2]) : undefined, 36, process.argv[3] ? Number(process.argv[3]) : FIRST_SEED).then(
    ({ dir, identities }) => console.info(`${identities.length} documents written to ${dir}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
