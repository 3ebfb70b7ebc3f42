import sharp from 'sharp';
import { encodeVariant, mediaUrl, type VariantSizes } from '../media/variants';
import type { MediaShelf } from '../providers/media-store/media-store';
import { hashText } from './random';

/**
 * A file the seed writes to the media store's public files. Picture files are named after a hash
 * of their SVG, so a changed drawing gets a new name and an unchanged one is never drawn twice.
 */
export type MediaFile =
  | {
      kind: 'picture';
      svg: string;
      /** Each output: its key in the store and square or exact size. */
      outputs: { file: string; width: number; height: number }[];
    }
  | { kind: 'document'; file: string; bytes: () => Promise<Uint8Array> };

export const artHash = (svg: string) => hashText(svg).toString(36).padStart(7, '0');

/** A picture drawn once from svg and saved at one or more sizes; returns the job and the URLs. */
export function picture(
  folder: string,
  name: string,
  svg: string,
  sizes: VariantSizes,
): { job: MediaFile; urls: Record<string, string> } {
  const hash = artHash(svg);
  const outputs = Object.entries(sizes).map(([variant, size]) => ({
    variant,
    file: `catalogue/${folder}/${name}-${variant}-${hash}.webp`,
    ...size,
  }));
  return {
    job: { kind: 'picture', svg, outputs },
    urls: Object.fromEntries(outputs.map((o) => [o.variant, mediaUrl(o.file)])),
  };
}

async function writeOne(media: MediaShelf, job: MediaFile): Promise<number> {
  if (job.kind === 'document') {
    if (await media.has(job.file)) return 0;
    await media.put(job.file, Buffer.from(await job.bytes()), 'application/pdf');
    return 1;
  }
  const missing = [];
  for (const output of job.outputs) if (!(await media.has(output.file))) missing.push(output);
  if (missing.length === 0) return 0;
  // Draw the SVG once at the largest size and scale down for the others, as uploads are.
  const largest = job.outputs.reduce((a, b) => (b.width > a.width ? b : a));
  const { data, info } = await sharp(Buffer.from(job.svg), { density: 72 })
    .resize(largest.width, largest.height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const output of missing)
    await media.put(output.file, await encodeVariant({ data, info }, output), 'image/webp');
  return missing.length;
}

/**
 * Writes every file that is not there yet, a few at a time (sharp works off the main thread).
 * Returns how many files were written.
 */
export async function writeMedia(
  media: MediaShelf,
  jobs: MediaFile[],
  parallel = 4,
): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as MediaFile;
      const count = await writeOne(media, job);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return written;
}
