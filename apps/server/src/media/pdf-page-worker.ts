/**
 * The code of the worker thread that renders a PDF's first page with PDFium (WebAssembly), as
 * plain CommonJS run with `eval`: it is the same text under tsx, vitest and the esbuild bundle,
 * whose chunks would otherwise move a worker file's path. It gets `{ library, file, maxWidth,
 * maxHeight }` (library: the resolved path of @hyzyla/pdfium's CommonJS build) and posts
 * `{ ok: true, width, height, data }` (RGBA on white, fitted inside the box) or `{ ok: false }`.
 *
 * A worker of its own for each report: PDFium runs synchronously and would stop the event loop
 * while it draws; its WebAssembly memory (which never shrinks) goes when the worker ends; and a
 * document that takes too long can be stopped (`terminate`).
 */
export const PDF_PAGE_WORKER = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { PDFiumLibrary } = require(workerData.library);

async function render() {
  const library = await PDFiumLibrary.init();
  let document;
  try {
    document = await library.loadDocument(readFileSync(workerData.file));
  } catch {
    return { ok: false };
  }
  try {
    if (document.getPageCount() < 1) return { ok: false };
    const page = document.getPage(0);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    if (!(originalWidth > 0 && originalHeight > 0)) return { ok: false };
    const scale = Math.min(workerData.maxWidth / originalWidth, workerData.maxHeight / originalHeight);
    const width = Math.max(1, Math.min(workerData.maxWidth, Math.round(originalWidth * scale)));
    const height = Math.max(1, Math.min(workerData.maxHeight, Math.round(originalHeight * scale)));
    const drawn = await page.render({ width, height, scale: 1, render: 'bitmap' });
    return { ok: true, width: drawn.width, height: drawn.height, data: drawn.data };
  } finally {
    document.destroy();
    library.destroy();
  }
}

render().then(
  (answer) => parentPort.postMessage(answer, answer.ok ? [answer.data.buffer] : []),
  () => parentPort.postMessage({ ok: false }),
);
`;
