import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../test/harness';

const opened: TestShop[] = [];
afterAll(async () => {
  for (const shop of opened) await shop.close();
});

/** A private folder with one upload a crash left two hours ago and one being received now. */
function folderWithLeftovers() {
  const root = mkdtempSync(path.join(tmpdir(), 'mp-incoming-'));
  const incoming = path.join(root, 'incoming');
  mkdirSync(incoming);
  const left = path.join(incoming, 'left-by-a-crash');
  writeFileSync(left, 'photo bytes');
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  utimesSync(left, twoHoursAgo, twoHoursAgo);
  writeFileSync(path.join(incoming, 'being-received'), 'photo bytes');
  return { root, incoming };
}

describe('uploads a stopped instance left behind', () => {
  it('each instance sweeps its own folder when it starts, without the job runner', async () => {
    const mine = folderWithLeftovers();
    const theirs = folderWithLeftovers();
    opened.push(await openTestShop({ env: { PRIVATE_UPLOAD_DIR: mine.root } }));
    expect(readdirSync(mine.incoming)).toEqual(['being-received']);
    // Another instance's folder is its own to sweep, when that instance starts.
    expect(readdirSync(theirs.incoming).sort()).toEqual(['being-received', 'left-by-a-crash']);
    opened.push(await openTestShop({ env: { PRIVATE_UPLOAD_DIR: theirs.root } }));
    expect(readdirSync(theirs.incoming)).toEqual(['being-received']);
  });
});
