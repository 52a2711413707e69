// The files the host loads before any area's page can show, written at build time (as `area-boot.json`, the
// name @duality/platform's product server reads) so that server can preload them in the page of an area's
// path (packages/platform, area-page-head.ts).
// Without them the page asks for them in waves, each after the code of the one before has run: the entry,
// then the start-up chunk (`./bootstrap`) and the shared modules it takes, then the services (the stores and
// supabase-js) and the areas' orchestration. On a slow phone network each wave is a round trip of its own.
//
// What is read from the build's chunk graph (rspack stats: each chunk's files and the origins of the chunk
// groups it belongs to):
// - the chunk groups of the dynamic imports named in `imports` (the host's start-up, its areas' orchestration);
// - the chunk group of every shared module the host provides (its `provide shared module` origin), but those
//   loaded on demand by design (`onDemand`, the built-in game content): every area takes all the others.
// A consume-side fallback chunk (the copy used only when no other app provides the module) is never listed:
// the host is the provider.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The part of an rspack stats chunk read here. */
export interface StatsChunk {
  id?: string | number | null;
  files?: string[];
  /** Bytes of the chunk's modules. */
  size?: number;
  origins?: { moduleName?: string; request?: string }[];
}

export interface BuiltFiles {
  /** Scripts, as paths relative to the build's public path, in the order they should be asked for. */
  js: string[];
  css: string[];
}

export interface AreaBootFiles extends BuiltFiles {
  /** The files of each module loaded on demand, for the areas whose pages take it at once. */
  onDemand: Record<string, BuiltFiles>;
}

export interface AreaBootOptions {
  /** Requests of the host's dynamic imports an area's page always makes (`./bootstrap`, `./start-areas`). */
  imports: readonly string[];
  /** Shared modules the host provides that load only when a page asks for them. */
  onDemand: readonly string[];
}

const providePattern = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/** The shared module a chunk-group origin provides, or null for any other origin. */
export function providedKey(moduleName: string | undefined): string | null {
  return providePattern.exec(moduleName ?? '')?.[1] ?? null;
}

/** The area-boot files of a build from its stats chunks (see the header). */
export function areaBootFiles(chunks: readonly StatsChunk[], options: AreaBootOptions): AreaBootFiles {
  const byImport = new Map<string, StatsChunk[]>();
  const byShared = new Map<string, StatsChunk[]>();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = providedKey(origin.moduleName);
      if (key !== null) push(byShared, key, chunk);
      else if (origin.request && options.imports.includes(origin.request))
        push(byImport, origin.request, chunk);
    }
  }
  if (options.imports.length === 0) throw new Error('area-boot files: name the start-up import first');
  const missing = options.imports.filter((request) => !byImport.has(request));
  if (missing.length > 0)
    throw new Error(`area-boot files: no dynamic import of ${missing.join(', ')} in the build`);
  // The first import's chunks first (the start-up, which runs first), then the rest largest first: on a
  // slow link the big files keep it busy from the start while the small ones take the free connections.
  const [first, ...rest] = options.imports.map((request) => byImport.get(request)!);
  const others = [
    ...rest.flat(),
    ...[...byShared].filter(([key]) => !options.onDemand.includes(key)).flatMap(([, group]) => group),
  ].sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
  const onDemand = Object.fromEntries(
    options.onDemand.filter((key) => byShared.has(key)).map((key) => [key, filesOf(byShared.get(key)!)]),
  );
  return { ...filesOf([...first!, ...others]), onDemand };
}

function filesOf(chunks: readonly StatsChunk[]): BuiltFiles {
  const files = [...new Set(chunks.flatMap((chunk) => chunk.files ?? []))];
  return {
    js: files.filter((file) => file.endsWith('.js')),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/** Writes the list into the host's dist/, as `fileName`, after each production build. */
export function pluginAreaBootFiles(options: AreaBootOptions & { fileName: string }): RsbuildPlugin {
  return {
    name: 'duality:area-boot-files',
    setup(api) {
      api.onAfterBuild(({ environments, isWatch, stats }) => {
        if (isWatch || !stats) return;
        const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true }) as {
          chunks?: StatsChunk[];
          children?: { name?: string; chunks?: StatsChunk[] }[];
        };
        for (const [name, environment] of Object.entries(environments)) {
          const chunks = json.children
            ? (json.children.find((child) => child.name === name) ?? json.children[0])?.chunks
            : json.chunks;
          const files = areaBootFiles(chunks ?? [], options);
          writeFileSync(
            join(environment.distPath, options.fileName),
            `${JSON.stringify({ $comment: 'Written by the build (area-boot-files.ts of @duality/config).', ...files }, null, 2)}\n`,
          );
        }
      });
    },
  };
}
