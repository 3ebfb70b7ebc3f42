/**
 * The first step of `npm test`: the browser journeys need Chromium (CHROMIUM_PATH, else
 * /usr/bin/chromium, as e2e/playwright.config.ts reads it). When it is missing, root on Debian
 * gets it installed from Debian here; anyone else is told in one sentence what to run, before any
 * suite starts, instead of a failure half an hour later.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const hasAptGet = () => {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (!runnable(chromium)) {
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH && hasAptGet()) {
    console.log('npm test: installing Chromium from Debian for the browser journeys');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!runnable(chromium)) {
    console.error(
      `npm test needs Chromium at ${chromium} for the browser journeys: run \`sudo apt-get install -y chromium\` (Debian), or set CHROMIUM_PATH to a Chromium, then run npm test again.`,
    );
    process.exit(1);
  }
}
