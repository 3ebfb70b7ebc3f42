import fastq from 'fastq';
import sharp from 'sharp';

/**
 * Pictures decoded at once by this process: customers' ticket photos, makers' photos and lab
 * report pages. A 24-megapixel photo takes about 100 MB while it is read; the rest wait their
 * turn (issue 28: twelve customers sending five photos each took the server to a 700 MB peak when
 * each upload was decoded as it came; decision 018).
 */
const DECODING_AT_ONCE = 1;

// Each upload is read once: libvips' cache of recent operations would only keep decoded pixels.
sharp.cache(false);
// One picture at a time needs no pool of libvips threads, each with its own buffers of pixels
// (one per core by default): one thread keeps the peak of a burst of photos down (decision 044).
sharp.concurrency(1);

type Work = () => Promise<unknown>;
const queue = fastq.promise<unknown, Work, unknown>((work) => work(), DECODING_AT_ONCE);

/** Runs `work` when no other decode is running in this process (first come, first served). */
export const inTurn = <T>(work: () => Promise<T>): Promise<T> => queue.push(work) as Promise<T>;
