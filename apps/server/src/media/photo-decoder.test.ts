import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentPhoto } from './photo';

/** The photo decoder's processes among this process's children (decision 053). */
function decoders(): number[] {
  let listed = '';
  try {
    listed = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    });
  } catch {
    // ps answers 1 when there is no child at all
  }
  return listed
    .split('\n')
    .filter((line) => line.includes('MP_SHARP'))
    .map((line) => Number(line.trim().split(' ')[0]));
}

const folder = mkdtempSync(path.join(tmpdir(), 'mp-decoder-'));

async function bigPhoto(name: string): Promise<string> {
  const file = path.join(folder, name);
  const png = await sharp({
    create: { width: 3000, height: 2400, channels: 3, background: '#c84' },
  })
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

describe('photos decoded in a process of their own', () => {
  it('a big photo is made into a record JPEG by a decoder that ends once photos stop coming', async () => {
    const photo = await documentPhoto(await bigPhoto('big.png'));
    expect([photo.width, photo.height]).toEqual([2000, 1600]);
    expect(photo.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(decoders()).toHaveLength(1);
    // What glibc kept of the decode goes with the process, a few seconds after the last photo
    // (the decoder's idle time): watched for, rather than a fixed wait longer than it.
    await expect.poll(decoders, { timeout: 30_000, interval: 250 }).toHaveLength(0);
  }, 60_000);

  it('a photo whose pixels are cut short is refused as unreadable, and a decoder killed between photos is started again', async () => {
    const whole = readFileSync(await bigPhoto('whole.png'));
    const cut = path.join(folder, 'cut.png');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(documentPhoto(cut)).rejects.toMatchObject({ code: 'IMAGE_TYPE_NOT_ALLOWED' });

    for (const pid of decoders()) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const photo = await documentPhoto(path.join(folder, 'whole.png'));
    expect(photo.width).toBe(2000);
  }, 60_000);
});
