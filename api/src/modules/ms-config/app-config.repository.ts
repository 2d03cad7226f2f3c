import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppConfig, AppParams, OtpDurations } from '@atlas/contracts/app-config';
import { RESIZE_IMAGE_PREFIX } from '@atlas/contracts/content';
import type { Database } from '../../db/database';
import { appErrorMessages, appLabels, appServices, appSettings, carouselSlides } from './ms-config.tables';
import { LANGUAGES, type Language } from '../../language';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    appConfigRepository: AppConfigRepository;
  }
}

export class AppConfigRepository {
  private readonly db: Database;

  constructor(
    work: UnitOfWork,
    private readonly otpOverride: Partial<OtpDurations> | null = null,
    private readonly mapTileUrl: string | null = null,
  ) {
    this.db = handleOf(work);
  }

  /** One setting of app_settings (throws when the database was not seeded with it). */
  async setting<T>(name: string): Promise<T> {
    const [row] = await this.db.select().from(appSettings).where(eq(appSettings.name, name));
    if (!row) throw new Error(`app_settings has no "${name}" row: the database is not seeded`);
    return row.value as T;
  }

  /** The one-time passwords' durations as stored (the configured override is the OTP service's to apply). */
  otpDurations(): Promise<OtpDurations> {
    return this.setting<OtpDurations>('otpDurations');
  }

  /**
   * The value kept under `name`: `value` if none was kept yet (the first replica to start writes
   * it, the others read the same row).
   */
  async keepFirst(name: string, value: string): Promise<string> {
    await this.db.insert(appSettings).values({ name, value }).onConflictDoNothing();
    return String(await this.setting(name));
  }

  /** The whole configuration; its version is a digest of the content, so it changes with it. */
  async load(): Promise<AppConfig> {
    const [services, labels, messages, slides, settings] = await Promise.all([
      this.db.select().from(appServices).orderBy(asc(appServices.position)),
      this.db.select().from(appLabels).orderBy(asc(appLabels.key)),
      this.db.select().from(appErrorMessages).orderBy(asc(appErrorMessages.code)),
      this.db.select().from(carouselSlides).orderBy(asc(carouselSlides.position)),
      this.db.select().from(appSettings),
    ]);
    const setting = <T>(name: string): T => {
      const row = settings.find((candidate) => candidate.name === name);
      if (!row) throw new Error(`app_settings has no "${name}" row: the database is not seeded`);
      return row.value as T;
    };
    const content: Omit<AppConfig, 'version'> = {
      services: services.map(({ id, label, link, icon }) => ({ id, label, link, icon })),
      appLanguagesData: byLanguage(labels.map(({ language, key, text }) => [language, key, text])),
      appErrorMessages: byLanguage(messages.map(({ language, code, message }) => [language, code, message])),
      carousel: slides.map(({ id, image, link, title }) => ({ id, image, link, title })),
      otpDurationDTO: { ...setting<OtpDurations>('otpDurations'), ...this.otpOverride },
      // A setting stored before the resize-image prefix existed gets its default.
      appParams: {
        resizeImageUrl: RESIZE_IMAGE_PREFIX,
        ...setting<Omit<AppParams, 'resizeImageUrl'> & Partial<AppParams>>('appParams'),
        ...(this.mapTileUrl ? { mapTileUrl: this.mapTileUrl } : {}),
      },
    };
    return { version: digest(content), ...content };
  }
}

function byLanguage(entries: Array<[Language, string, string]>): Record<Language, Record<string, string>> {
  const result = Object.fromEntries(LANGUAGES.map((language) => [language, {} as Record<string, string>])) as Record<Language, Record<string, string>>;
  for (const [language, key, text] of entries) result[language][key] = text;
  return result;
}

function digest(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);
}

export const appConfigRepository = fp<{ otpDurations?: Partial<OtpDurations> | null; mapTileUrl?: string | null }>(
  async (app, options) => {
    app.decorate('appConfigRepository', new AppConfigRepository(app.db, options.otpDurations ?? null, options.mapTileUrl ?? null));
    // The app configuration is a public read.
    app.publicReads.follow(appServices, appLabels, appErrorMessages, carouselSlides, appSettings);
  },
  { name: 'app-config-repository', dependencies: ['atlas-database', 'public-reads'] },
);
