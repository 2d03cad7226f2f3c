/**
 * The content store on object storage, through AWS's official S3 client with its requests
 * answered by an in-memory bucket (aws-sdk-client-mock): no object storage is reachable from this
 * machine, so what is proved is the store's use of the client — keys, the completion marker, the
 * immutable cache header, paging, the copy into an edge's folder — not a real service.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { contentHash } from '../build-files';
import { fixtureBuild, tempDir } from '../test-fixtures';
import { parseS3Location, s3ContentStore } from './s3-content-store';

const bucket = new Map<string, { body: Buffer; cacheControl?: string }>();
const s3 = mockClient(S3Client);

beforeEach(() => {
  bucket.clear();
  s3.reset();
  s3.on(PutObjectCommand).callsFake((input: { Key: string; Body: Buffer | string; CacheControl?: string }) => {
    bucket.set(input.Key, { body: Buffer.from(input.Body), cacheControl: input.CacheControl });
    return {};
  });
  s3.on(HeadObjectCommand).callsFake((input: { Key: string }) => {
    if (!bucket.has(input.Key)) throw Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
    return {};
  });
  s3.on(ListObjectsV2Command).callsFake((input: { Prefix: string; ContinuationToken?: string }) => {
    const keys = [...bucket.keys()].filter((key) => key.startsWith(input.Prefix)).sort();
    const start = Number(input.ContinuationToken ?? 0);
    const page = keys.slice(start, start + 2);
    return { Contents: page.map((Key) => ({ Key })), NextContinuationToken: start + 2 < keys.length ? String(start + 2) : undefined };
  });
  s3.on(GetObjectCommand).callsFake((input: { Key: string }) => ({ Body: { transformToByteArray: async () => new Uint8Array(bucket.get(input.Key)!.body) } }));
});

it('reads s3://bucket/prefix locations and refuses others', () => {
  expect(parseS3Location('s3://atlas-platform/remotes')).toEqual({ bucket: 'atlas-platform', prefix: 'remotes' });
  expect(() => parseS3Location('https://example.com/x')).toThrow(/not an s3:\/\//);
});

it('stores a version whole, marks it complete last, and copies it into an edge folder byte for byte', async () => {
  const root = tempDir('atlas-s3-');
  const build = fixtureBuild(root, { name: 'mf-demo', code: 'v7' });
  const store = s3ContentStore('s3://atlas-platform/remotes', new S3Client({ region: 'eu-west-3' }));
  expect(await store.has('mf-demo', '1.0.0')).toBe(false);
  await store.put('mf-demo', '1.0.0', build, contentHash(build));
  const keys = [...bucket.keys()];
  expect(keys.at(-1)).toBe('remotes/mf-demo/1.0.0/.published');
  expect(bucket.get('remotes/mf-demo/1.0.0/remoteEntry.js')?.cacheControl).toBe('public, max-age=31536000, immutable');
  expect(await store.has('mf-demo', '1.0.0')).toBe(true);

  const edge = path.join(root, 'edge/remotes/mf-demo/1.0.0');
  await store.copyTo('mf-demo', '1.0.0', edge);
  expect(contentHash(edge)).toBe(contentHash(build));
  expect(fs.existsSync(path.join(edge, '.published'))).toBe(false);
  fs.rmSync(root, { recursive: true, force: true });
});

it('refuses to copy a version whose marker is missing (a publish that did not finish)', async () => {
  bucket.set('remotes/mf-demo/2.0.0/remoteEntry.js', { body: Buffer.from('half') });
  const store = s3ContentStore('s3://atlas-platform/remotes', new S3Client({ region: 'eu-west-3' }));
  await expect(store.copyTo('mf-demo', '2.0.0', path.join(tempDir(), 'x'))).rejects.toThrow(/is not in s3:/);
});
