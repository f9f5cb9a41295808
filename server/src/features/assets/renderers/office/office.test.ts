import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Asset, Variation } from '@review/contract/assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { makePdf } from '../../../../test/documents.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../../../test/factories.ts';
import { guestBrowser } from '../../../../test/guest-browser.ts';
import { damagedDocx, docxOf, odpOf, odtOf, pptxOf, xlsxOf } from '../../../../test/office-files.ts';
import { buildProject } from '../../../../test/project-factories.ts';
import { storedFiles } from '../../../../test/stored-files.ts';

// Office files made by the test, uploaded as any design is, converted by Debian's LibreOffice (or a
// Gotenberg stand-in) in the convert-office job and reviewed as PDF pages.

const ctx = useTestApp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-office-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newest = (asset: Asset): Variation => asset.versions[0]!.variations[0]!;

async function ownerOf(app: TestApp['app']) {
  const owner = await buildUser(app);
  return { owner, projectId: await buildProject(app, owner) };
}

function upload(app: TestApp['app'], user: SignedInUser, projectId: number, filename: string, content: Buffer) {
  const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename, content }]);
  return app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

/** The asset once converted and every page rendered (or the conversion failed). */
async function settled(user: SignedInUser, assetId: number, app = ctx.app): Promise<Variation> {
  for (const until = Date.now() + 60_000; ; await sleep(100)) {
    const variation = newest((await app.inject({ method: 'GET', url: `/api/v1/assets/${assetId}`, headers: user.headers })).json().data);
    if (variation.render_state !== 'rendering') return variation;
    if (Date.now() > until) throw new Error('still rendering');
  }
}

/** The text of each page of the PDF the variation's pages were drawn from. */
async function pdfText(variationId: number): Promise<string[]> {
  const row = await ctx.app.database.db.selectFrom('variation_renders').select('blob_key').where('variation_id', '=', variationId).where('kind', '=', 'office-pdf').executeTakeFirstOrThrow();
  const blob = await ctx.app.blobs.get(row.blob_key);
  const chunks: Buffer[] = [];
  for await (const chunk of blob!.stream) chunks.push(chunk as Buffer);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

/** What the upload's temp folders still hold: nothing, once an upload is answered. */
const DAMAGED = 'The document could not be converted: it may be damaged, protected by a password, or too large to convert on this server.';

const leftovers = (dataDir: string) => storedFiles(dataDir).filter((file) => !file.includes(`${path.sep}blobs${path.sep}`));

describe('Office documents', { timeout: 120_000 }, () => {
  it('converts a DOCX, an XLSX and an ODT into PDF pages, told by content, the original kept to download', async () => {
    const { owner, projectId } = await ownerOf(ctx.app);
    const cases = [
      { name: 'copy-deck.docx', content: docxOf([['Spring campaign copy'], ['Second page of copy']]), type: 'docx', pages: ['Spring campaign copy', 'Second page of copy'] },
      // Named as anything: the type is told by the file's parts.
      { name: 'budget.bin', content: xlsxOf([['Item', 'Cost'], ['Paper', '12']]), type: 'xlsx', pages: ['Paper'] },
      { name: 'brief.odt', content: odtOf(['Open document brief']), type: 'odt', pages: ['Open document brief'] },
    ];
    for (const item of cases) {
      const reply = await upload(ctx.app, owner, projectId, item.name, item.content);
      expect(reply.statusCode, reply.body).toBe(201);
      const first = newest(reply.json().data);
      expect(first.media).toMatchObject({ kind: 'document', source_type: item.type });
      expect(first.render_state).toBe('rendering');
      const done = await settled(owner, reply.json().data.id);
      expect(done.render_state).toBe('ready');
      expect(done.page_count).toBe(item.pages.length);
      expect(done.pages.map((page) => page.number)).toEqual(item.pages.map((_, index) => index + 1));
      const text = await pdfText(done.id);
      item.pages.forEach((words, index) => expect(text[index]).toContain(words));
      const original = await ctx.app.inject({ method: 'GET', url: `/${done.design_file}`, headers: owner.headers });
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(item.content)).toBe(true);
    }
    expect(leftovers(ctx.dataDir)).toEqual([]);
  });

  it('shows a PPTX (and an ODP) slide by slide in the deck order, without its hidden slide, each with its speaker notes, to members and guests', async () => {
    const { owner, projectId } = await ownerOf(ctx.app);
    const deck = pptxOf([
      { title: 'Opening slide', notes: ['Welcome everyone', 'Introduce the team'] },
      { title: 'Hidden backup', notes: ['Never shown'], hidden: true },
      { title: 'Numbers slide', notes: null },
      { title: 'Closing slide', notes: ['Ask for questions & thank them'] },
    ]);
    const reply = await upload(ctx.app, owner, projectId, 'pitch.pptx', deck);
    expect(reply.statusCode, reply.body).toBe(201);
    const done = await settled(owner, reply.json().data.id);
    expect(done.media.source_type).toBe('pptx');
    expect(done.page_count).toBe(3);
    const text = await pdfText(done.id);
    expect(text.map((page) => /(\w+) slide/.exec(page)?.[1])).toEqual(['Opening', 'Numbers', 'Closing']);
    expect(done.pages.map((page) => page.notes)).toEqual(['Welcome everyone\nIntroduce the team', undefined, 'Ask for questions & thank them']);

    const link = await ctx.app.inject({ method: 'POST', url: `/api/v1/assets/${reply.json().data.id}/share-links`, headers: owner.headers });
    expect(link.statusCode, link.body).toBe(201);
    const token = (link.json().data.link as string).split('/review/')[1]!;
    const shown = await guestBrowser(ctx.app).request('GET', `/api/v1/public/reviews/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const body = JSON.stringify(shown.json());
    expect(body).toContain('"source_type":"pptx"');
    expect(body).toContain('"notes":"Welcome everyone\\nIntroduce the team"');
 
    // An OpenDocument deck's notes come from its notes pages, its hidden slide left out as well.
    const odp = await upload(ctx.app, owner, projectId, 'pitch.odp', odpOf([{ title: 'First', notes: ['Odp note'] }, { title: 'Hidden', notes: ['no'], hidden: true }, { title: 'Last', notes: null }]));
    expect(odp.statusCode, odp.body).toBe(201);
    const odpDone = await settled(owner, odp.json().data.id);
    expect(odpDone.media.source_type).toBe('odp');
    expect(odpDone.pages.map((page) => page.notes)).toEqual(['Odp note', undefined]);
  });

  it('fetches nothing a document links to', async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { owner, projectId } = await ownerOf(ctx.app);
      const port = (server.address() as AddressInfo).port;
      const reply = await upload(ctx.app, owner, projectId, 'linked.docx', docxOf([['A picture by address']], { remoteImage: `http://127.0.0.1:${port}/tracking.png` }));
      expect(reply.statusCode, reply.body).toBe(201);
      expect((await settled(owner, reply.json().data.id)).render_state).toBe('ready');
      expect(asked).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('fails a DOCX found damaged on conversion in words, keeping no temp file', async () => {
    const { owner, projectId } = await ownerOf(ctx.app);
    const reply = await upload(ctx.app, owner, projectId, 'broken.docx', damagedDocx());
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await settled(owner, reply.json().data.id)).toMatchObject({ render_state: 'failed', render_error: DAMAGED });
    expect(leftovers(ctx.dataDir)).toEqual([]);
  });
});

describe('Office documents converted elsewhere, or not at all, and within limits', { timeout: 120_000 }, () => {
  const apps: TestApp[] = [];
  const gotenberg = { server: http.createServer(), posts: [] as { url: string; body: string }[] };
  let slowPidFile = '';

  beforeAll(async () => {
    gotenberg.server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        gotenberg.posts.push({ url: `${request.method} ${request.url}`, body: Buffer.concat(chunks).toString('latin1') });
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(await makePdf(2));
      });
    });
    await new Promise<void>((resolve) => gotenberg.server.listen(0, '127.0.0.1', resolve));
    // A LibreOffice that never finishes, and leaves a child of its own running.
    slowPidFile = path.join(work, 'child.pid');
    const slow = path.join(work, 'slow-soffice');
    fs.writeFileSync(slow, `#!/bin/sh\nsleep 300 &\necho $! > ${slowPidFile}\nsleep 300\n`, { mode: 0o755 });
    // A LibreOffice that writes no PDF the first time (as on a damaged file), then takes 3 s to write one.
    const pdf = path.join(work, 'converted.pdf');
    fs.writeFileSync(pdf, await makePdf(2));
    const flaky = path.join(work, 'flaky-soffice');
    const marker = path.join(work, 'flaky-ran');
    fs.writeFileSync(flaky, `#!/bin/sh\nwhile [ $# -gt 0 ]; do [ "$1" = --outdir ] && out="$2"; shift; done\nif [ ! -e ${marker} ]; then touch ${marker}; exit 0; fi\nsleep 3\nmkdir -p "$out" && cp ${pdf} "$out/document.pdf"\n`, { mode: 0o755 });
    apps.push(
      await buildTestApp({ SOFFICE_PATH: path.join(work, 'missing-soffice') }),
      await buildTestApp({ SOFFICE_PATH: path.join(work, 'missing-soffice'), OFFICE_CONVERTER_URL: `http://127.0.0.1:${(gotenberg.server.address() as AddressInfo).port}` }),
      await buildTestApp({ SOFFICE_PATH: slow, OFFICE_TIMEOUT_SECONDS: '2' }),
      // Too little address space for LibreOffice to load its libraries.
      await buildTestApp({ OFFICE_MEMORY_MB: '128' }),
      await buildTestApp({ SOFFICE_PATH: flaky }),
    );
  }, 60_000);
  afterAll(async () => {
    gotenberg.server.close();
    await Promise.all(apps.map((app) => app.close()));
  });

  it('refuses an Office file with what to install when there is no converter', async () => {
    const { app } = apps[0]!;
    const { owner, projectId } = await ownerOf(app);
    const reply = await upload(app, owner, projectId, 'copy.docx', docxOf([['Copy']]));
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().code).toBe('office_converter_missing');
    expect(reply.json().message).toContain('apt-get install libreoffice-writer-nogui libreoffice-impress-nogui libreoffice-calc-nogui');
    expect(reply.json().message).toContain('OFFICE_CONVERTER_URL');
  });

  it('has a Gotenberg service convert when OFFICE_CONVERTER_URL is set', async () => {
    const { app } = apps[1]!;
    const { owner, projectId } = await ownerOf(app);
    const reply = await upload(app, owner, projectId, 'deck.pptx', pptxOf([{ title: 'One', notes: ['Spoken words'] }]));
    expect(reply.statusCode, reply.body).toBe(201);
    const variation = await settled(owner, reply.json().data.id, app);
    expect(gotenberg.posts.map((post) => post.url)).toEqual(['POST /forms/libreoffice/convert']);
    expect(gotenberg.posts[0]!.body).toMatch(/name="files"; filename="document\.pptx"[^]*ppt\/presentation\.xml/);
    expect(variation).toMatchObject({ page_count: 2, media: { kind: 'document', source_type: 'pptx' } });
    expect(variation.pages[0]!.notes).toBe('Spoken words');
  });

  it('cuts a conversion past its time limit, with every process it started, and says so', async () => {
    const { app, dataDir } = apps[2]!;
    const { owner, projectId } = await ownerOf(app);
    const started = Date.now();
    const reply = await upload(app, owner, projectId, 'slow.docx', docxOf([['Slow']]));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await settled(owner, reply.json().data.id, app)).toMatchObject({ render_state: 'failed', render_error: 'The document took longer than 2 seconds to convert, so it was refused.' });
    expect(Date.now() - started).toBeLessThan(20_000);
    const child = Number(fs.readFileSync(slowPidFile, 'utf8'));
    const alive = () => {
      try {
        process.kill(child, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (const until = Date.now() + 5_000; alive() && Date.now() < until; ) await sleep(50);
    expect(alive()).toBe(false);
    expect(leftovers(dataDir)).toEqual([]);
  });

  it('holds LibreOffice to its memory limit', async () => {
    const { app } = apps[3]!;
    const { owner, projectId } = await ownerOf(app);
    const reply = await upload(app, owner, projectId, 'copy.docx', docxOf([['Copy']]));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await settled(owner, reply.json().data.id, app)).toMatchObject({ render_state: 'failed', render_error: DAMAGED });
  });

  it('answers the upload before the conversion ends, with a placeholder page 1, and converts again on Retry after a failed conversion', async () => {
    const { app } = apps[4]!;
    const { owner, projectId } = await ownerOf(app);
    const failing = await upload(app, owner, projectId, 'first.docx', docxOf([['First']]));
    expect(failing.statusCode, failing.body).toBe(201);
    const failed = await settled(owner, failing.json().data.id, app);
    expect(failed).toMatchObject({ render_state: 'failed', render_error: DAMAGED });

    const started = Date.now();
    const reply = await upload(app, owner, projectId, 'second.docx', docxOf([['Second']]));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_500);
    const placeholder = newest(reply.json().data);
    expect(placeholder).toMatchObject({ render_state: 'rendering', page_count: 1, media: { kind: 'document', source_type: 'docx', render_progress: 0 } });
    expect(placeholder.pages[0]).toMatchObject({ number: 1, width: expect.any(Number), height: expect.any(Number) });
    expect(placeholder.preview).toBeTruthy();
    const done = await settled(owner, reply.json().data.id, app);
    expect(done).toMatchObject({ render_state: 'ready', page_count: 2 });
    expect(done.pages.map((page) => page.number)).toEqual([1, 2]);
    expect(done.preview).not.toBe(placeholder.preview);

    const retry = await app.inject({ method: 'POST', url: `/api/v1/variations/${failed.id}/render`, headers: owner.headers });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.render_state).toBe('rendering');
    expect(await settled(owner, failing.json().data.id, app)).toMatchObject({ render_state: 'ready', page_count: 2, render_error: null });
  });
});
