/**
 * The code of the child process that decodes photos with sharp (decision 053), as plain CommonJS
 * run with `node -e`: it is the same text under tsx, vitest and the esbuild bundle, whose chunks
 * would otherwise move a script's path (as `pdf-page-worker.ts`). `MP_SHARP` in its environment is
 * the resolved path of sharp. Each message is a `DecodeJob` (`photo-decoder.ts`); it answers
 * `{ id, ok: true, data, info }` or `{ id, ok: false }` for a photo sharp could not read.
 *
 * A process of its own because libvips' buffers for a 25-megapixel photo are allocated by the
 * C library, which keeps freed memory in the process: here it goes when the process ends.
 */
export const PHOTO_DECODER_CODE = String.raw`
const sharp = require(process.env.MP_SHARP);
// Each photo is read once (no operation cache), one at a time (one libvips thread).
sharp.cache(false);
sharp.concurrency(1);
// The shop is gone (or let this process go): nothing more will be asked.
process.on('disconnect', () => process.exit(0));

function decode(job) {
  let pipeline = sharp(job.file, {
    limitInputPixels: job.maxPixels,
    failOn: 'error',
    sequentialRead: true,
  });
  if (job.turned) pipeline = pipeline.rotate();
  pipeline = pipeline.resize(job.resize);
  pipeline = job.jpeg ? pipeline.jpeg(job.jpeg) : pipeline.raw();
  return pipeline.toBuffer({ resolveWithObject: true });
}

process.on('message', (job) => {
  Promise.resolve()
    .then(() => decode(job))
    .then(
      ({ data, info }) =>
        process.send({
          id: job.id,
          ok: true,
          data,
          info: { width: info.width, height: info.height, channels: info.channels },
        }),
      () => process.send({ id: job.id, ok: false }),
    );
});
`;
