import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import type { MediaFormat } from '@atlas/contracts/content';
import { API_ERROR_CODES, ApiError } from '../../errors';

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export interface MediaFile {
  body: Buffer;
  contentType: string;
  /** Strong validator of these exact bytes. */
  etag: string;
}

export interface MediaVariant {
  width?: number;
  format?: MediaFormat;
}

/**
 * The images of api/media/, as stored or rasterised and resized by sharp. Results are kept in
 * memory up to a byte budget, least recently used first out; concurrent requests for the same
 * variant share one rendering.
 */
export class MediaLibrary {
  private readonly cache: ByteBudgetCache;
  private readonly rendering = new Map<string, Promise<MediaFile>>();

  constructor(
    private readonly directory: string,
    cacheBytes: number,
  ) {
    this.cache = new ByteBudgetCache(cacheBytes);
  }

  async get(file: string, variant: MediaVariant = {}): Promise<MediaFile> {
    const key = `${file}|${variant.width ?? ''}|${variant.format ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(file, variant)
        .then((media) => {
          this.cache.set(key, media);
          return media;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(file: string, { width, format }: MediaVariant): Promise<MediaFile> {
    const extension = path.extname(file).slice(1).toLowerCase();
    const source = await this.read(file);
    if (width === undefined && format === undefined) return media(source, CONTENT_TYPES[extension] ?? 'application/octet-stream');

    const isVector = extension === 'svg';
    const outputFormat: MediaFormat = format ?? (isVector ? 'webp' : extension === 'jpg' ? 'jpeg' : (extension as MediaFormat));
    // A vector is drawn at the density that gives the asked width, never scaled up from a small bitmap.
    const density = isVector && width !== undefined ? await densityFor(source, width) : undefined;
    const body = await sharp(source, { density, limitInputPixels: 40_000_000 })
      .resize(width === undefined ? undefined : { width, withoutEnlargement: !isVector })
      .toFormat(outputFormat, { quality: 82 })
      .toBuffer();
    return media(body, CONTENT_TYPES[outputFormat] ?? 'application/octet-stream');
  }

  private async read(file: string): Promise<Buffer> {
    const location = path.resolve(this.directory, file);
    if (path.dirname(location) !== path.resolve(this.directory)) throw mediaNotFound(file);
    try {
      return await readFile(location);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw mediaNotFound(file);
      throw error;
    }
  }
}

function mediaNotFound(file: string): ApiError {
  return new ApiError(404, API_ERROR_CODES.notFound, `No media named ${file}`);
}

async function densityFor(svg: Buffer, width: number): Promise<number> {
  const { width: intrinsicWidth } = await sharp(svg).metadata();
  return intrinsicWidth ? Math.min(Math.max((72 * width) / intrinsicWidth, 1), 10_000) : 72;
}

function media(body: Buffer, contentType: string): MediaFile {
  return { body, contentType, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

/** Least recently used entries leave first once the byte budget is spent. */
class ByteBudgetCache {
  private readonly entries = new Map<string, MediaFile>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  get(key: string): MediaFile | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: MediaFile): void {
    if (entry.body.length > this.budget || this.entries.has(key)) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaLibrary: MediaLibrary;
  }
}

export const mediaLibraryPlugin = fp<{ directory: string; cacheBytes: number }>(
  async (app, { directory, cacheBytes }) => {
    app.decorate('mediaLibrary', new MediaLibrary(directory, cacheBytes));
  },
  { name: 'media-library' },
);
