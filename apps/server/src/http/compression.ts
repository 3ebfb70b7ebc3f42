/**
 * One answer to "which encoding does this client get", shared by @fastify/compress (registered
 * with these encodings in app.ts) and the public cache, which keeps compressed copies itself.
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number] | 'identity';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The encoding with the highest q-value in Accept-Encoding, brotli first on a tie; `*` and
 * `x-gzip` count as gzip, as @fastify/compress reads them.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = rawName === 'x-gzip' ? 'gzip' : rawName;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight)) weights.set(name, weight);
  }
  // A named encoding's own weight wins over the `*` wildcard (`gzip;q=0, *` refuses gzip).
  const star = weights.get('*');
  const weightOf = (encoding: string) =>
    weights.get(encoding) ?? (encoding === 'gzip' && star !== undefined ? star : 0);
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
