import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lineIdentifications } from './ms-identification.tables';

/** Whether the line's holder is identified: true unless the CRM says otherwise (the spec's default). */
export async function identificationStatus(db: Database, mdn: string): Promise<boolean> {
  const [row] = await db.select({ isIdentified: lineIdentifications.isIdentified }).from(lineIdentifications).where(eq(lineIdentifications.mdn, mdn));
  return row?.isIdentified ?? true;
}
