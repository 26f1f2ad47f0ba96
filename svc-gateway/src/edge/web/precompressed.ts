import { constants as fs } from 'node:fs';
import { access, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing ahead of time: the web apps' text files (not source maps, which browsers rarely fetch). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const isFresh = async (compressed: string, sourceMtimeMs: number) => ((await stat(compressed).catch(() => null))?.mtimeMs ?? 0) >= sourceMtimeMs;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every web-app text file that has none
 * newer than itself, once per deploy, one file at a time so the gateway stays responsive while it runs.
 * Until a file's copies exist it is compressed on the fly as before.
 */
export async function precompressWebApps(dirs: string[]): Promise<number> {
  let written = 0;
  for (const dir of dirs) {
    // A read-only copy (the gateway's image holds the shell's HTML as root's files) is served as it is.
    if (!(await access(dir, fs.W_OK).then(() => true, () => false))) continue;
    for await (const file of filesUnder(dir)) {
      const { size, mtimeMs } = await stat(file);
      if (size < MIN_BYTES) continue;
      const [brFresh, gzFresh] = await Promise.all([isFresh(`${file}.br`, mtimeMs), isFresh(`${file}.gz`, mtimeMs)]);
      if (brFresh && gzFresh) continue;
      const body = await readFile(file);
      if (!brFresh) {
        const br = await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
        await writeFile(`${file}.br`, br);
      }
      if (!gzFresh) await writeFile(`${file}.gz`, await gzipped(body, { level: 9 }));
      written++;
    }
  }
  return written;
}

/**
 * Serves the files under `root` (at `prefix`, or through reply.sendFile with `serve: false`), each as its
 * `.br` or `.gz` copy when the browser accepts it and the copy exists (else the file itself, compressed
 * on the fly by the compression plugin). A missing file goes on to the not-found handler.
 */
export function servePrecompressed(
  app: FastifyInstance,
  options: { root: string; prefix?: string; serve?: boolean; decorateReply?: boolean; setHeaders: (res: FastifyReply, path: string) => void },
): void {
  void app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix ?? '/',
    serve: options.serve ?? true,
    decorateReply: options.decorateReply ?? false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // The headers of a compressed copy are those of the file it stands for.
    setHeaders: (res, path) => options.setHeaders(res, path.replace(/\.(br|gz)$/, '')),
  });
}
