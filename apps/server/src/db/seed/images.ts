import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodeVariant, mediaUrl, type VariantSizes } from '../../media/variants';
import { hashText } from './random';

/**
 * A file the seed writes under the media directory. Picture files are named after a hash of
 * their SVG, so a changed drawing gets a new name and an unchanged one is never drawn twice.
 */
export type MediaFile =
  | {
      kind: 'picture';
      svg: string;
      /** Each output: path under mediaDir and square or exact size. */
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

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function writeOne(mediaDir: string, job: MediaFile): Promise<number> {
  if (job.kind === 'document') {
    const target = path.join(mediaDir, job.file);
    if (await exists(target)) return 0;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await job.bytes());
    return 1;
  }
  const missing = [];
  for (const output of job.outputs)
    if (!(await exists(path.join(mediaDir, output.file)))) missing.push(output);
  if (missing.length === 0) return 0;
  // Draw the SVG once at the largest size and scale down for the others, as uploads are.
  const largest = job.outputs.reduce((a, b) => (b.width > a.width ? b : a));
  const { data, info } = await sharp(Buffer.from(job.svg), { density: 72 })
    .resize(largest.width, largest.height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const output of missing) {
    const target = path.join(mediaDir, output.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await encodeVariant({ data, info }, output));
  }
  return missing.length;
}

/**
 * Writes every file that is not there yet, a few at a time (sharp works off the main thread).
 * Returns how many files were written.
 */
export async function writeMedia(
  mediaDir: string,
  jobs: MediaFile[],
  parallel = 4,
): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as MediaFile;
      const count = await writeOne(mediaDir, job);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return written;
}
