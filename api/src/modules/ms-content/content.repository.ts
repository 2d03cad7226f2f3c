import { and, asc, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ContentBlock, ContentBlockStyle, FaqTopic, ImageParcours, MegaMenuEntry, SearchCategory } from '@atlas/contracts/content';
import type { Database } from '../../db/database';
import { agencies, contentBlocks, faqEntries, imageParcours, megamenuEntries, promotions, searchDocuments } from './ms-content.tables';
import type { Language } from '../../language';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

/** Whether an agency has this id. */
export async function agencyExists(work: UnitOfWork, id: string): Promise<boolean> {
  const db = handleOf(work);
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
  return Boolean(agency);
}

/** ms-content's SQL: the menu, pages' blocks and pictures, the FAQ, search, agencies and promotions. */
export class ContentRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

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

  /** The FAQ's topics in one language (every topic for `all`), each with its questions in order. */
  async faqTopics(language: Language, link: string): Promise<FaqTopic[]> {
    const rows = await this.db
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.language, language), link === 'all' ? undefined : eq(faqEntries.link, link)))
      .orderBy(asc(faqEntries.topicPosition), asc(faqEntries.position));
    const topics = new Map<string, FaqTopic>();
    for (const row of rows) {
      const topic = topics.get(row.link) ?? { link: row.link, title: row.topic, questions: [] };
      topic.questions.push({ id: row.id, question: row.question, answer: row.answer });
      topics.set(row.link, topic);
    }
    return [...topics.values()];
  }

  /**
   * The documents matching every word, each as a prefix ("fib" finds "fibre"), best first: titles
   * weigh more than bodies.
   */
  async search(language: Language, words: string[], category?: SearchCategory) {
    const query = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
    const vector = sql`(setweight(to_tsvector('simple', ${searchDocuments.titleText}), 'A') || setweight(to_tsvector('simple', ${searchDocuments.bodyText}), 'B'))`;
    const rank = sql<number>`ts_rank(${vector}, ${query})`;
    return this.db
      .select({
        id: searchDocuments.id,
        category: searchDocuments.category,
        title: searchDocuments.title,
        summary: searchDocuments.summary,
        link: searchDocuments.link,
      })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.language, language), category ? eq(searchDocuments.category, category) : undefined, sql`${vector} @@ ${query}`))
      .orderBy(desc(rank), asc(searchDocuments.title));
  }

  /** Every agency, by city then id. */
  agencies = () => this.db.select().from(agencies).orderBy(asc(agencies.cityId), asc(agencies.id));

  /** The promotion of that id, if any. */
  promotion = async (id: string) => (await this.db.select().from(promotions).where(eq(promotions.id, id)))[0];
}

export const contentRepository = fp(
  async (app) => {
    app.decorate('contentRepository', new ContentRepository(app.db));
    // The search, the FAQ, the content blocks, the mega menu and the journeys' banners are public reads.
    app.publicReads.follow(faqEntries, searchDocuments, contentBlocks, megamenuEntries, imageParcours);
  },
  { name: 'content-repository', dependencies: ['atlas-database', 'public-reads'] },
);
