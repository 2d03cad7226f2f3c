import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ContentBlock, ContentBlockStyle, ImageParcours, MegaMenuEntry } from '@atlas/contracts/content';
import type { Database } from '../../db/database';
import { contentBlocks, imageParcours, megamenuEntries } from '../../db/schema';
import type { Language } from '../../language';

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

export class ContentRepository {
  constructor(private readonly db: Database) {}

  /** The menu tree in one language, each level in its position order. */
  async megamenu(language: Language): Promise<MegaMenuEntry[]> {
    const rows = await this.db.select().from(megamenuEntries).orderBy(asc(megamenuEntries.position), asc(megamenuEntries.id));
    const childrenOf = new Map<string | null, typeof rows>();
    for (const row of rows) {
      const siblings = childrenOf.get(row.parentId);
      if (siblings) siblings.push(row);
      else childrenOf.set(row.parentId, [row]);
    }
    const build = (parentId: string | null): MegaMenuEntry[] =>
      (childrenOf.get(parentId) ?? []).map((row) => {
        const children = build(row.id);
        return {
          id: row.id,
          label: row.label[language],
          ...(row.link !== null && { link: row.link }),
          ...(row.description !== null && { description: row.description[language] }),
          ...(children.length > 0 && { children }),
        };
      });
    return build(null);
  }

  async blocks(page: string, language: Language, style?: ContentBlockStyle): Promise<ContentBlock[]> {
    const rows = await this.db
      .select()
      .from(contentBlocks)
      .where(and(eq(contentBlocks.page, page), eq(contentBlocks.language, language), style === undefined ? undefined : eq(contentBlocks.style, style)))
      .orderBy(asc(contentBlocks.position));
    return rows.map((row) => ({
      id: row.id,
      type: row.page,
      style: row.style,
      position: row.position,
      language: row.language,
      ...(row.title !== null && { title: row.title }),
      ...(row.subtitle !== null && { subtitle: row.subtitle }),
      ...(row.body !== null && { body: row.body }),
      ...(row.image !== null && { image: row.image }),
      ...(row.cta !== null && { cta: row.cta }),
      ...(row.columns !== null && { columns: row.columns }),
      items: row.items,
    }));
  }

  async imageParcours(type: string, language: Language): Promise<ImageParcours[]> {
    const rows = await this.db
      .select()
      .from(imageParcours)
      .where(and(eq(imageParcours.type, type), eq(imageParcours.language, language)));
    return rows.map((row) => ({
      type: row.type,
      language: row.language,
      desktop: { url: row.desktopUrl },
      mobile: { url: row.mobileUrl },
    }));
  }
}

export const contentRepository = fp(
  async (app) => {
    app.decorate('contentRepository', new ContentRepository(app.db));
  },
  { name: 'content-repository', dependencies: ['atlas-database'] },
);
