// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a production build,
// so the API serves compressed bytes with no CPU spent per request (api/src/web/precompressed.ts picks
// the variant by Accept-Encoding). node:zlib only: no dependency, and the work runs on libuv's pool.
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;
/** Below this a compressed copy saves less than the header overhead and a round of negotiation. */
const MIN_BYTES = 1024;

async function listFiles(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    }),
  );
  return nested.flat();
}

async function precompressFile(file) {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that is not smaller is not worth serving (the server then sends the file as it is).
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
}

/** Runs after every file of the build is written (the federation manifest included). */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = (await listFiles(outputPath)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(precompressFile));
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE, MIN_BYTES };
