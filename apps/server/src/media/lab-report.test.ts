import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DiskMediaStore } from '../providers/media-store/disk-media-store';
import { storeLabReport } from './lab-report';

/** A folder with one received file in it, and the media folder a report would be written to. */
function received(bytes: Uint8Array) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-lab-report-'));
  const upload = path.join(dir, 'upload');
  writeFileSync(upload, bytes);
  const mediaDir = path.join(dir, 'media');
  const media = new DiskMediaStore(mediaDir, path.join(dir, 'private')).public;
  return { upload, media, mediaDir, written: () => readdirSync(mediaDir, { recursive: true }) };
}

const onePage = async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage([595.28, 841.89]);
  return pdf.save();
};

describe('a lab report PDF', () => {
  it('is drawn when its header comes after a few stray bytes, as PDF readers allow', async () => {
    const pdf = await onePage();
    const file = received(Buffer.concat([Buffer.from('\r\n\r\n'), Buffer.from(pdf)]));
    const stored = await storeLabReport(file.media, 'reports', file.upload);
    expect(stored.image).toMatch(/^\/media\/reports\/[\w-]+-preview\.webp$/);
    expect(file.written()).toHaveLength(3); // the folder, the page, the PDF
  });

  it('is refused when it has no page to draw, and nothing is written', async () => {
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    const file = received(empty);
    await expect(storeLabReport(file.media, 'reports', file.upload)).rejects.toMatchObject({
      statusCode: 415,
      code: 'LAB_REPORT_NOT_PDF',
    });
    expect(() => file.written()).toThrow(); // the media folder was never made
  });

  it('is refused when drawing it takes longer than allowed: the worker is stopped', async () => {
    const file = received(await onePage());
    await expect(
      storeLabReport(file.media, 'reports', file.upload, { renderTimeLimitMs: 1 }),
    ).rejects.toMatchObject({
      statusCode: 415,
      detail: 'This lab report could not be read. Please try another PDF.',
    });
    expect(() => file.written()).toThrow();
  });
});

describe('a lab report that could act when opened', () => {
  it('is kept as a clean PDF of its pages: no JavaScript, actions, files or forms', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595.28, 841.89]);
    const script = pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("run")') });
    pdf.catalog.set(PDFName.of('OpenAction'), script);
    pdf.catalog.set(PDFName.of('AcroForm'), pdf.context.obj({ Fields: [] }));
    pdf.catalog.set(
      PDFName.of('Names'),
      pdf.context.obj({
        JavaScript: { Names: [PDFString.of('run'), script] },
        EmbeddedFiles: { Names: [PDFString.of('x.exe'), { Type: 'Filespec' }] },
      }),
    );
    page.node.set(PDFName.of('AA'), pdf.context.obj({ O: script }));
    page.node.set(
      PDFName.of('Annots'),
      pdf.context.obj([{ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: script }]),
    );
    const file = received(await pdf.save({ useObjectStreams: false }));
    const stored = await storeLabReport(file.media, 'reports', file.upload);

    const kept = await PDFDocument.load(
      readFileSync(path.join(file.mediaDir, stored.document.replace('/media/', ''))),
    );
    expect(kept.getPageCount()).toBe(1);
    for (const entry of ['OpenAction', 'AcroForm', 'Names', 'AA'])
      expect(kept.catalog.get(PDFName.of(entry)), entry).toBeUndefined();
    expect(kept.getPage(0).node.get(PDFName.of('Annots'))).toBeUndefined();
    expect(kept.getPage(0).node.get(PDFName.of('AA'))).toBeUndefined();
    for (const [, object] of kept.context.enumerateIndirectObjects())
      expect(String(object)).not.toMatch(/JavaScript|\/JS\b|EmbeddedFile|app\.alert/);
  });

  it('is refused when it is an HTML page with a PDF after it', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>\n');
    const file = received(Buffer.concat([html, Buffer.from(await onePage())]));
    await expect(storeLabReport(file.media, 'reports', file.upload)).rejects.toMatchObject({
      code: 'LAB_REPORT_NOT_PDF',
    });
    expect(() => file.written()).toThrow();
  });
});
