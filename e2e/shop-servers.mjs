// The journeys' shops, one per width (playwright.config.ts): the demo catalogue is loaded once,
// its database and pictures copied for each width, and the servers started side by side.
//
//   node shop-servers.mjs phone:4340 desktop:4341
//
// Playwright starts its web servers one after another, each only once the one before is ready,
// and each server loaded the catalogue itself (drawing every picture, writing every lab report):
// the run waited for two loads and two starts in a row before its first journey. Here the
// catalogue is loaded once and both servers start at once; it prints 'the journeys' shops are
// ready' when every width answers /api/health/ready. Everything a width writes stays in
// output/<width>/, emptied first, so the widths still share no database, uploads or OTP counters.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const main = path.resolve(here, '../apps/server/dist/main.js');
// The heap `npm start` gives the server.
const nodeFlags = ['--max-old-space-size=160', '--max-semi-space-size=4'];
const widths = process.argv.slice(2).map((arg) => {
  const [name, port] = arg.split(':');
  return { name, port: Number(port) };
});

/** A width's own files (or the catalogue's, 'seeded'), as the server's settings name them. */
const filesOf = (name) => ({
  DATA_DIR: path.join(here, 'output', name, 'data'),
  UPLOAD_DIR: path.join(here, 'output', name, 'uploads'),
  PRIVATE_UPLOAD_DIR: path.join(here, 'output', name, 'private-uploads'),
});

const children = new Set();
function run(command, env) {
  const child = spawn(process.execPath, [...nodeFlags, main, ...command], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const exited = (child) =>
  new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });

// Stopped by Playwright at the end of the run: the servers stop with us.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}

for (const name of ['seeded', ...widths.map((width) => width.name)])
  rmSync(path.join(here, 'output', name), { recursive: true, force: true });

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 100) / 10} s`;

// The catalogue, loaded the way a server loads it into an empty database (`main.js seed`).
const seeding = run(['seed'], filesOf('seeded'));
const seedCode = await exited(seeding);
if (seedCode !== 0) {
  console.error(`shop-servers: loading the demo catalogue failed (exit ${seedCode})`);
  process.exit(1);
}

const seeded = Date.now();
const servers = widths.map((width) => {
  const files = filesOf(width.name);
  for (const [key, folder] of Object.entries(filesOf('seeded')))
    if (existsSync(folder)) cpSync(folder, files[key], { recursive: true });
  // SEED_DEMO=false: the catalogue is there, so the server need not start a loader to find that out.
  const server = run([], { ...files, PORT: String(width.port), SEED_DEMO: 'false' });
  void exited(server).then((code) => {
    console.error(`shop-servers: the ${width.name} server exited (${code})`);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  });
  return width;
});

async function ready(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
await Promise.all(servers.map((width) => ready(width.port)));
console.log(
  `the journeys' shops are ready (the catalogue in ${seconds(started)}, the servers ${seconds(seeded)} after)`,
);
