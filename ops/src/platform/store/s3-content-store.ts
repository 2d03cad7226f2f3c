/**
 * The published versions in object storage, through AWS's official S3 client (any S3-compatible
 * service: set its endpoint). Keys `<prefix>/<remote>/<version>/<file>`; a version is complete
 * once its `.published` marker is written, after every file, so an edge never copies half of one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentHash, listBuildFiles } from '../build-files';
import { Refusal } from '../refusal';
import type { ContentStore } from './content-store';

const MARKER = '.published';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** `s3://bucket/prefix`: the bucket and the key prefix. */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const url = new URL(location);
  if (url.protocol !== 's3:' || !url.hostname) throw new Refusal(`${location} is not an s3://bucket/prefix location`);
  return { bucket: url.hostname, prefix: url.pathname.replace(/^\/+|\/+$/g, '') };
}

export function s3ContentStore(location: string, client: S3Client = new S3Client({})): ContentStore {
  const { bucket, prefix } = parseS3Location(location);
  const key = (remote: string, version: string, file = '') => [prefix, remote, version, file].filter(Boolean).join('/');
  const cache = path.join(os.tmpdir(), 'atlas-platform-content', bucket, prefix);

  async function has(remote: string, version: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(remote, version, MARKER) }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return false;
      throw error;
    }
  }

  async function download(remote: string, version: string, to: string): Promise<void> {
    if (!(await has(remote, version))) throw new Refusal(`${remote} ${version} is not in ${location}`);
    const staging = `${to}.${process.pid}.tmp`;
    fs.rmSync(staging, { recursive: true, force: true });
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${key(remote, version)}/`, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const relative = object.Key!.slice(key(remote, version).length + 1);
        if (relative === MARKER) continue;
        const body = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key! }));
        const target = path.join(staging, relative);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, await body.Body!.transformToByteArray());
      }
      token = page.NextContinuationToken;
    } while (token);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.rmSync(to, { recursive: true, force: true });
    fs.renameSync(staging, to);
  }

  return {
    where: location,
    has,
    async put(remote, version, from, expectedHash) {
      for (const file of listBuildFiles(from)) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key(remote, version, file),
            Body: fs.readFileSync(path.join(from, file)),
            ContentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      }
      if (contentHash(from) !== expectedHash) throw new Refusal(`${from} changed while it was being published; publish again once it is done`);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(remote, version, MARKER), Body: expectedHash }));
    },
    async localFolder(remote, version) {
      const folder = path.join(cache, remote, version);
      if (!fs.existsSync(folder)) await download(remote, version, folder);
      return folder;
    },
    copyTo: (remote, version, to) => download(remote, version, to),
  };
}
