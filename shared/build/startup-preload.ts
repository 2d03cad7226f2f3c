import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

type Chunk = webpack.Chunk;
type Module = webpack.Module;

/**
 * The shell's chunks its start needs, found in the chunk graph: the chunks behind the entry's
 * own dynamic imports (the `import('./bootstrap')` boundary), then, from there, the fallback chunks
 * of every shared library those chunks consume, and of the libraries those consume in turn. Any
 * other dynamic import (a lazy page, the analytics tag, the form libraries) is left out: those
 * load when used.
 */
export function startupChunks(compilation: webpack.Compilation, entryName = 'main'): Chunk[] {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);
  const found = new Set<Chunk>();
  const seenModules = new Set<Module>();

  const blockChunks = (block: webpack.AsyncDependenciesBlock): Chunk[] => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
  // The page runs the copy the shell provides to the share scope (its own chunk), not the consumer's fallback.
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) {
    const name = (module as Module & { _name?: string })._name;
    if (module.type === 'provide-module' && name) providers.set(name, module);
  }
  const visitChunk = (chunk: Chunk) => {
    if (found.has(chunk) || entryChunks.has(chunk)) return;
    found.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) visitSharedConsumer(module);
  };
  // A consumed shared library's own code sits in its provider's (or else its fallback's) async block.
  const visitSharedConsumer = (module: Module) => {
    if (seenModules.has(module) || module.type !== 'consume-shared-module') return;
    seenModules.add(module);
    const shareKey = (module as Module & { options?: { shareKey?: string } }).options?.shareKey;
    const provider = shareKey ? providers.get(shareKey) : undefined;
    for (const block of (provider ?? module).blocks) blockChunks(block).forEach(visitChunk);
  };

  for (const chunk of entryChunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // Only the entry module's own dynamic imports: the runtime's are not the page's start.
      if (!entry.origins.some((origin) => origin.module === module) && !isEntryModule(compilation, module, entryName)) continue;
      for (const block of module.blocks) blockChunks(block).forEach(visitChunk);
    }
  }
  return [...found];
}

function isEntryModule(compilation: webpack.Compilation, module: Module, entryName: string): boolean {
  const entry = compilation.entries.get(entryName);
  return entry?.dependencies.some((dependency) => compilation.moduleGraph.getModule(dependency) === module) ?? false;
}

/**
 * Puts `<link rel="preload" as="script">` for the start chunks into the shell's index.html, so the
 * browser fetches them all at once with main.js instead of discovering them in waves as the
 * federation runtime negotiates each shared library (five round trips deep before this).
 */
export class StartupPreloadPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = startupChunks(compilation).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        // The entry script first: a deferred script is fetched at low priority, after every preload.
        const entries = [...data.headTags, ...data.bodyTags]
          .filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string')
          .map((tag) => tag.attributes.src as string);
        const links = [...entries, ...files.sort().map((file) => `${publicPath}${file}`)].map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
