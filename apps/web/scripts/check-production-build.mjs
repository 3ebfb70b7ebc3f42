// Runs after `vite build`. The shop must never ship React's development runtime (about 200 kB more
// and much slower; it happens when NODE_ENV=development leaks into the build's environment), and
// the home page's first screen must not wait for code it does not use, nor more than 150 kB of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The first screen's scripts as sent (the build's brotli copies), at most. */
const HOME_BUDGET_BYTES = 150_000;

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
// What the home page loads before its first screen: the entry, its imports and the home screen's.
// Zod (the request schemas) is for forms and answers further in; it costs 26 kB gzipped here.
const byName = new Map(scripts.map((script) => [script.name, script.text]));
const homeGraph = new Set();
const follow = (name) => {
  if (homeGraph.has(name) || !byName.has(name)) return;
  homeGraph.add(name);
  for (const [, imported] of byName
    .get(name)
    .matchAll(/(?:import|from)\s*["'`]\.\/([^"'`]+\.js)["'`]/g))
    follow(imported);
};
for (const { name } of scripts) if (/^(index|home-screen)-[\w-]+\.js$/.test(name)) follow(name);
for (const name of homeGraph)
  if (byName.get(name).includes('ZodError')) problems.push(`${name}: zod on the home page's path`);
// React Router's <Form> and its submission code: the shop renders none, and the build leaves them
// out (reactRouterUnusedLeftOut in vite.config.ts); this text is in their code alone.
for (const name of homeGraph)
  if (byName.get(name).includes('Cannot submit element that is not <form>'))
    problems.push(`${name}: react-router's <Form>, which the shop does not use`);
// The hub is lazy (decision 032): the shop's first scripts name one file of it, the door
// (features/hub/shell/hub-route.tsx, no styles), never the console's own scripts or styles.
const hubFiles = readdirSync(assets).filter(
  (name) => /^hub-/.test(name) && !/^hub-route-/.test(name) && /\.(js|css)$/.test(name),
);
for (const name of homeGraph)
  for (const hubFile of hubFiles)
    if (byName.get(name).includes(hubFile)) problems.push(`${name}: names the hub's ${hubFile}`);
// What a browser that takes brotli downloads: the precompressed copy, or the file when it is
// too small to have one (apps/web's precompress step and the server's web-app.ts).
const sentBytes = (name) => {
  const text = byName.get(name);
  if (existsSync(assets + name + '.br')) return readFileSync(assets + name + '.br').length;
  if (text.length >= 1024) problems.push(`${name}: no brotli copy beside it`);
  return Buffer.byteLength(text);
};
const homeBytes = [...homeGraph].reduce((sum, name) => sum + sentBytes(name), 0);
if (homeBytes > HOME_BUDGET_BYTES)
  problems.push(
    `home's first screen sends ${homeBytes} bytes of script, over ${HOME_BUDGET_BYTES}`,
  );

if (problems.length > 0) {
  console.error(`The web build is not what the shop should ship:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Production build: ${scripts.length} scripts, no React development runtime; home loads ` +
    `${homeGraph.size} scripts, ${(homeBytes / 1000).toFixed(1)} kB as sent (brotli), without zod.`,
);
