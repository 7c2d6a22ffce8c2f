// Sizes of the built panel's files (the snapshot of apps/web/dist the server serves): raw,
// gzip -9 (recomputed here) and the pre-compressed .br beside each file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Size helpers over one built panel directory. */
export function createDistSizes(distDir) {
  const assetsDir = join(distDir, 'assets');
  const gzipCache = new Map();

  /** gzip -9 size of a file under dist, by its URL path (`/assets/x.js`); undefined when not in dist. */
  function gzipSizeOf(urlPath) {
    if (!gzipCache.has(urlPath)) {
      const file = join(distDir, decodeURIComponent(urlPath));
      const size =
        existsSync(file) && statSync(file).isFile()
          ? gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length
          : undefined;
      gzipCache.set(urlPath, size);
    }
    return gzipCache.get(urlPath);
  }

  /** URL paths index.html loads before anything else: the entry, its preloads and its styles. */
  function listInitialAssets() {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    return new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
    );
  }

  /** Every JS and CSS file of the build, flagged initial (in index.html) or lazy. */
  function listChunks() {
    const initial = listInitialAssets();
    return readdirSync(assetsDir)
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => {
        const urlPath = `/assets/${name}`;
        const brotliFile = join(assetsDir, `${name}.br`);
        return {
          file: name,
          isLazy: !initial.has(urlPath),
          raw: statSync(join(assetsDir, name)).size,
          gzip: gzipSizeOf(urlPath),
          brotli: existsSync(brotliFile) ? statSync(brotliFile).size : undefined,
        };
      })
      .sort((left, right) => right.gzip - left.gzip);
  }

  return { gzipSizeOf, listChunks };
}
