import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { appErrorMessages, appLabels, appServices, appSettings, carouselSlides, contentBlocks, imageParcours, megamenuEntries } from '../schema';
import { LANGUAGES } from '../../language';
import { appParams, otpDurations } from './app-settings';
import { carousel } from './carousel';
import { errorMessages } from './error-messages';
import { homePageBlocks } from './home-pages';
import { imageParcoursRows } from './image-parcours';
import { labels } from './labels';
import { megamenuRows } from './megamenu';
import { services } from './services';
import { upsert } from './upsert';

/** The seed's last write: a database that has it holds the whole seed (it runs in one transaction). */
const SEEDED_MARKER = 'appParams';

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ name: appSettings.name }).from(appSettings).where(eq(appSettings.name, SEEDED_MARKER));
  return rows.length > 0;
}

/** Writes the reference content; idempotent (upserts by natural key). */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await upsert(tx, appServices, [appServices.id], services);
    await upsert(
      tx,
      appLabels,
      [appLabels.language, appLabels.key],
      LANGUAGES.flatMap((language) => Object.entries(labels).map(([key, text]) => ({ language, key, text: text[language] }))),
    );
    await upsert(
      tx,
      appErrorMessages,
      [appErrorMessages.language, appErrorMessages.code],
      LANGUAGES.flatMap((language) =>
        Object.entries(errorMessages).map(([code, message]) => ({ language, code, message: message[language] })),
      ),
    );
    await upsert(tx, carouselSlides, [carouselSlides.id], carousel);
    await upsert(tx, megamenuEntries, [megamenuEntries.id], megamenuRows());
    await upsert(tx, contentBlocks, [contentBlocks.id], homePageBlocks());
    await upsert(tx, imageParcours, [imageParcours.type, imageParcours.language], imageParcoursRows());
    await upsert(tx, appSettings, [appSettings.name], [
      { name: 'otpDurations', value: otpDurations },
      { name: SEEDED_MARKER, value: appParams },
    ]);
  });
}
