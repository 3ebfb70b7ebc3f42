import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

/** Screenshots of every screen, per project (phone 390 px, desktop 1280 px), kept with the test output. */
const screensDir = fileURLToPath(new URL('../output/screens/', import.meta.url));
mkdirSync(screensDir, { recursive: true });

/**
 * `E2E_SCREENS=0` takes none: they are for people to look at, and CI keeps no files from its run
 * (.ci/run sets it). A run takes some 190 full-page pictures, 0.6 to 1.1 s each on a loaded
 * 2-core host (decision 073). A failing journey's own screenshot and trace are kept either way.
 */
export const screensWanted = process.env.E2E_SCREENS !== '0';

export async function saveScreen(page: Page, testInfo: TestInfo, name: string) {
  if (!screensWanted) return;
  await page.screenshot({
    path: `${screensDir}${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}
