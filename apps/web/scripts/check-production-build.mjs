// Runs after `vite build`: the shop must never ship React's development runtime (about 200 kB more
// and much slower), which happens when NODE_ENV=development leaks into the build's environment.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The folder may be given (to try the check on another build); by default this app's dist.
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const assets = `${dist}/assets/`;
const scripts = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, text: readFileSync(assets + name, 'utf8') }));

// Texts only React's development builds carry (production builds refer to error codes instead).
const developmentOnly = ['Each child in a list should have a unique', 'is being spread into JSX'];
const problems = scripts.flatMap(({ name, text }) =>
  developmentOnly.filter((marker) => text.includes(marker)).map((marker) => `${name}: "${marker}"`),
);
if (!scripts.some(({ text }) => text.includes('Minified React error'))) {
  problems.push("no script holds React's production runtime ('Minified React error')");
}
if (problems.length > 0) {
  console.error(`The web build is not a production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Production build: ${scripts.length} scripts, no React development runtime.`);
