import { eq } from 'drizzle-orm';
import { lineIdentifications } from './ms-identification.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** Whether the line's holder is identified: true unless the CRM says otherwise (the spec's default). */
export async function identificationStatus(work: UnitOfWork, mdn: string): Promise<boolean> {
  const db = handleOf(work);
  const [row] = await db.select({ isIdentified: lineIdentifications.isIdentified }).from(lineIdentifications).where(eq(lineIdentifications.mdn, mdn));
  return row?.isIdentified ?? true;
}
