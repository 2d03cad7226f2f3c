import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** What the edges serve compressed: scripts, styles, manifests, pictures in text. */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;

/**
 * Each compressible file of a production build written again beside it, compressed once at the
 * strongest settings — `.br` (Brotli, quality 11) and `.gz` (gzip, level 9) — for the edges to send
 * as they are: the Node edge (`@fastify/static`'s preCompressed) and nginx (`brotli_static`, `gzip_static`). An edge
 * compressing as it answers uses fast settings (Brotli 4, gzip 6): the field telemetry's collector,
 * for one, is 3.3 KB that way and under its 3 KB budget at Brotli 11 (docs/telemetry.md). Both
 * compressors are deterministic, so a build stays reproducible.
 */
export function precompressPlugins(): Array<CompressionPlugin<zlib.BrotliOptions> | CompressionPlugin> {
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      test: COMPRESSIBLE,
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      test: COMPRESSIBLE,
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}
