import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '../../web/compress-responses';

/** The encodings a cached body is kept in, best first. */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

/**
 * A cached response body with its gzip and brotli forms made once, when it is built, instead of on
 * every response (web/compress-responses.ts compresses the others on the fly with the same settings).
 * Bodies below the compression threshold are kept as they are.
 */
export class EncodedBody {
  private constructor(
    readonly identity: Buffer,
    private readonly br: Buffer | null,
    private readonly gzip: Buffer | null,
  ) {}

  static of(identity: Buffer): EncodedBody {
    if (identity.length < COMPRESSION_THRESHOLD_BYTES) return new EncodedBody(identity, null, null);
    return new EncodedBody(
      identity,
      brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipSync(identity, { level: 6 }),
    );
  }

  /** Whether there is anything but the identity form to choose from. */
  get compressed(): boolean {
    return this.br !== null;
  }

  /** The bytes in the chosen encoding (identity when that encoding is not kept). */
  in(encoding: BodyEncoding): { encoding: BodyEncoding; bytes: Buffer } {
    if (encoding === 'br' && this.br) return { encoding, bytes: this.br };
    if (encoding === 'gzip' && this.gzip) return { encoding, bytes: this.gzip };
    return { encoding: 'identity', bytes: this.identity };
  }

  /** Memory held by every form. */
  get bytes(): number {
    return this.identity.length + (this.br?.length ?? 0) + (this.gzip?.length ?? 0);
  }
}
