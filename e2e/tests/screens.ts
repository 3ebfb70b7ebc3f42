import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

/** Screenshots of every screen, per project (phone 390 px, desktop 1280 px), kept with the test output. */
const screensDir = fileURLToPath(new URL('../output/screens/', import.meta.url));
mkdirSync(screensDir, { recursive: true });

export async function saveScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `${screensDir}${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}
