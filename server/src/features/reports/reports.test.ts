import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useTestApp } from '../../test/build-test-app.ts';
import { ANNOTATED_SIZE, buildAnnotatedAsset } from '../../test/annotated-asset.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { makeGradientImage } from '../../test/images.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { boxOf, withMargin } from '@review/contract/mark-box';
import { readBarcode, removeVideoClips } from '../../test/video-clips.ts';
import { buildVideoAsset, buildVideoLikeAsset, TEST_VIDEO_PROBE } from '../../test/video-asset.ts';
import { describeSound, describeVideo } from '../feedback/index.ts';
import { soundLine, videoLine } from './media-lines.ts';
import { reactionName } from './reaction-names.ts';
import { writeReport } from './report-pdf.ts';
import type { ReportThread } from './report-input.ts';

const ctx = useTestApp();
afterAll(() => removeVideoClips());

const call = (person: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...(person?.headers ?? {}), ...headers }, ...(payload && { payload }) });

/** The cells of an RFC 4180 file (quoted fields may hold commas, doubled quotes and line breaks), after its BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') cell += input[++i];
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && input[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

async function openPdf(body: Buffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
}

async function textOf(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/** The pictures drawn on a page, decoded: width, height, channels and pixels. */
async function imagesOf(page: PDFPageProxy) {
  const ops = await page.getOperatorList();
  const images: { width: number; height: number; data: Uint8ClampedArray }[] = [];
  for (const [index, fn] of ops.fnArray.entries()) {
    if (fn !== OPS.paintImageXObject) continue;
    const name = ops.argsArray[index][0] as string;
    const store = name.startsWith('g_') ? page.commonObjs : page.objs;
    images.push(await new Promise((resolve) => store.get(name, resolve)));
  }
  return images;
}

/** A reviewer who approved, a guest who asked for changes, a reply with a reaction, and a resolved thread. */
async function buildDiscussedAsset() {
  const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
  const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
  const reviewer = await buildMember(ctx.app, owner, projectId, 'Member');
  const made = await buildAnnotatedAsset(ctx.app, owner, projectId);
  await call(owner, 'PUT', `/assets/${made.assetId}/review`, { reviewers: [{ user_id: reviewer.user.id, required: false }] });
  await call(reviewer, 'POST', `/assets/${made.assetId}/decisions`, { decision: 'approved', note: 'Looks right to me' });
  const link = (await call(owner, 'POST', `/assets/${made.assetId}/share-links`, { allow_decisions: true })).json().data;
  const token = link.link.split('/review/')[1] as string;
  await ctx.app.inject({ method: 'POST', url: `/api/v1/public/reviews/${token}/decisions`, payload: { decision: 'changes_requested', note: 'Bigger logo please', name: 'Casey Client', email: 'casey@client.example' } });
  const reply = (await call(reviewer, 'POST', '/comments', { variation_id: made.variationId, parent_id: made.rectangle, content: 'Agreed, twice as large.' })).json().data;
  await call(owner, 'POST', '/comments-react', { comment_id: reply.id, reaction: '😍' });
  await call(owner, 'POST', `/comments-resolve/${made.plain}`);
  return { owner, reviewer, projectId, token, ...made };
}

describe('the review report', () => {
  it('is a PDF of the cover, the marked design and every thread, with page numbers, on the reader\'s paper', async () => {
    const { owner, reviewer, assetId } = await buildDiscussedAsset();
    const res = await call(owner, 'GET', `/assets/${assetId}/report.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="landing-v1-review-report\.pdf"/);

    const pdf = await openPdf(res.rawPayload);
    const texts = await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => textOf(await pdf.getPage(index + 1))));
    expect(texts[0]).toContain('landing');
    expect(texts[0]).toContain('Spring campaign');
    expect(texts[0]).toContain(`${reviewer.user.first_name} ${reviewer.user.last_name}`);
    expect(texts[0]).toMatch(/Approved.*Looks right to me/);
    expect(texts[0]).toMatch(/Casey Client \(guest\).*Requested changes.*Bigger logo please/);
    const all = texts.join('\n');
    for (const said of ['The logo is too small here.', 'Move this button up.', 'Overall the colours work.', 'Agreed, twice as large.', 'smiling face with heart-eyes ×1', 'Resolved by Olive Owner']) expect(all).toContain(said);
    // The cover; the design with thread 1; threads 2 and 3, whose crop would not fit under the first.
    expect(pdf.numPages).toBe(3);
    texts.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of 3`));
    expect(texts[1]).toMatch(/Version 1 — Variation 1A.*#1.*The logo is too small here/);
    expect(texts[2]).toMatch(/#2.*Move this button up.*#3.*Overall the colours work/);
    const [width, height] = (await pdf.getPage(1)).view.slice(2);
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);

    const letter = await openPdf((await call(owner, 'GET', `/assets/${assetId}/report.pdf`, undefined, { 'accept-language': 'en-US,en;q=0.9' })).rawPayload);
    expect((await letter.getPage(1)).view.slice(2).map(Math.round)).toEqual([612, 792]);
  });

  it("crops each thread's marked area from the design, where the mark is", async () => {
    const { owner, assetId } = await buildDiscussedAsset();
    const pdf = await openPdf((await call(owner, 'GET', `/assets/${assetId}/report.pdf`)).rawPayload);
    const asset = (await call(owner, 'GET', `/assets/${assetId}`)).json().data;
    const preview = (await ctx.app.inject({ method: 'GET', url: `/${asset.versions[0].variations[0].preview}`, headers: owner.headers })).rawPayload;
    const { width: previewWidth = 0 } = await sharp(preview).metadata();
    const scale = previewWidth / ANNOTATED_SIZE.width;
    const rectangle = { shape: 'rect' as const, color: 'red', starting_point: { x: 400, y: 300 }, path: [{ x: 400, y: 300 }, { x: 900, y: 300 }, { x: 900, y: 700 }, { x: 400, y: 700 }] };
    const area = withMargin(boxOf(rectangle, ANNOTATED_SIZE), ANNOTATED_SIZE);
    const cut = { left: Math.round(area.x * scale), top: Math.round(area.y * scale), width: Math.round(area.width * scale), height: Math.round(area.height * scale) };

    const images = [];
    for (let number = 1; number <= pdf.numPages; number++) images.push(...(await imagesOf(await pdf.getPage(number))));
    const crop = images.find((image) => Math.abs(image.width - cut.width) <= 1 && Math.abs(image.height - cut.height) <= 1);
    expect(crop, `a picture of ${cut.width}×${cut.height}`).toBeDefined();

    // Pixels of the crop against the design at the mark's area, and against the design elsewhere.
    const channels = crop!.data.length / (crop!.width * crop!.height);
    const meanDifference = async (left: number, top: number) => {
      const source = await sharp(preview).extract({ left, top, width: crop!.width, height: crop!.height }).removeAlpha().raw().toBuffer();
      let total = 0;
      let counted = 0;
      // A grid of samples inside the margin, away from the drawn stroke.
      for (let y = 4; y < Math.min(60, crop!.height); y += 7) {
        for (let x = 4; x < Math.min(60, crop!.width); x += 7) {
          for (let c = 0; c < 3; c++) total += Math.abs(crop!.data[(y * crop!.width + x) * channels + c]! - source[(y * crop!.width + x) * 3 + c]!);
          counted += 3;
        }
      }
      return total / counted;
    };
    expect(await meanDifference(cut.left, cut.top)).toBeLessThan(6);
    expect(await meanDifference(cut.left + 97, cut.top + 61)).toBeGreaterThan(20);
  });

  it('covers every version when asked, and is refused to outsiders and for a version of another asset', async () => {
    const { owner, assetId, projectId } = await buildDiscussedAsset();
    const other = await buildUploadedAsset(ctx.app, owner, projectId, 'other.png');
    const all = await call(owner, 'GET', `/assets/${assetId}/report.pdf?all_versions=1`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('landing-all-versions-review-report.pdf');
    expect((await call(owner, 'GET', `/assets/${assetId}/report.pdf?version_id=${other.versions[0].id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/assets/${assetId}/report.pdf?paper=legal`)).statusCode).toBe(422);
    expect((await call(await buildUser(ctx.app), 'GET', `/assets/${assetId}/report.pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/assets/${assetId}/report.pdf`)).statusCode).toBe(401);
  });

  it("is given to a review link's guests only when the link allows downloads", async () => {
    const { owner, assetId, token } = await buildDiscussedAsset();
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/reviews/${token}/report.pdf` });
    expect(refused.statusCode).toBe(403);
    const link = (await call(owner, 'GET', `/assets/${assetId}/share-links`)).json().data[0];
    await call(owner, 'PUT', `/share-links/${link.id}`, { allow_download: true });
    const given = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/reviews/${token}/report.pdf` });
    expect(given.statusCode).toBe(200);
    expect(await textOf(await (await openPdf(given.rawPayload)).getPage(1))).toContain('landing');
  });
});

/** Each piece of a page's text layer with the name of the embedded font it is drawn in. */
async function textRunsOf(page: PDFPageProxy): Promise<{ text: string; font: string }[]> {
  // The operator list loads the page's fonts, which the text layer names only by their handles.
  await page.getOperatorList();
  const content = await page.getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ text: item.str, font: (page.commonObjs.get(item.fontName) as { name: string }).name }] : []));
}

/** The text a page marks as an artifact: page furniture that screen readers pass over. */
async function artifactTextOf(page: PDFPageProxy): Promise<string[]> {
  const tags: string[] = [];
  const texts: string[] = [];
  for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
    if ('str' in item) {
      if (tags.includes('Artifact') && item.str.trim()) texts.push(item.str);
    } else if (item.type === 'endMarkedContent') tags.pop();
    else tags.push((item as { tag?: string }).tag ?? '');
  }
  return texts;
}

type StructNode = { role?: string; alt?: string; lang?: string };

/** A page's structure elements in reading order, with what pdfjs reads of each (its types leave out alt and lang). */
async function structureOf(page: PDFPageProxy): Promise<StructNode[]> {
  const walk = (node: object): object[] => [node, ...('children' in node ? (node.children as object[]).flatMap(walk) : [])];
  return walk(await page.getStructTree());
}

describe('the report of a review in stages', () => {
  it('lists the decisions by stage, each under its heading with where it stands, and names the current stage', async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
    const lead = await buildMember(ctx.app, owner, projectId, 'Member');
    const client = await buildMember(ctx.app, owner, projectId, 'Member');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'hero.png');
    const stages = [
      { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
      { name: 'Client', deadline: '2099-12-01', reviewers: [{ user_id: client.user.id, required: true }] },
    ];
    expect((await call(owner, 'PUT', `/assets/${asset.id}/stages`, { stages })).statusCode).toBe(200);
    expect((await call(lead, 'POST', `/assets/${asset.id}/decisions`, { decision: 'approved', note: 'Good to go' })).statusCode).toBe(200);
    const nameOf = (person: SignedInUser) => `${person.user.first_name} ${person.user.last_name}`;

    const cover = await textOf(await (await openPdf((await call(owner, 'GET', `/assets/${asset.id}/report.pdf`)).rawPayload)).getPage(1));
    expect(cover).toContain('Stage 2 of 2 running: Client, due 2099-12-01');
    expect(cover).toMatch(new RegExp(`Internal — Approved.*${nameOf(lead)}.*Approved.*Good to go.*Client — In review.*${nameOf(client)}.*Pending`));

    const project = await textOf(await (await openPdf((await call(owner, 'GET', `/projects/${projectId}/report.pdf`)).rawPayload)).getPage(1));
    expect(project).toMatch(/hero.*Version 1.*Pending.*Stage 2 of 2 running: Client, due 2099-12-01.*0 open comments/);
  });
});

describe('the report in the scripts people write', () => {
  it('prints Japanese, Korean and Chinese in CJK fonts subset into the file, and names every reaction', async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'ポスター.png');
    const variationId = asset.versions[0].variations[0].id;
    const comment = async (content: string) => (await call(owner, 'POST', '/comments', { variation_id: variationId, content })).json().data.id as number;
    await comment('ロゴをもう少し大きくして、見出しの行間を広げてください。背景の色は明るすぎるので、ブランドガイドラインの青に合わせてください。来週の月曜日までにお願いします。Thanks!');
    const japanese = await comment('日本語のコメント');
    const korean = await comment('한국어 댓글입니다');
    await comment('这是中文评论，请把标志放大');
    await comment('Latin, Ελληνικά, Кириллица and 日本語 in one line');
    for (const reaction of ['👍', '🦄']) await call(owner, 'POST', '/comments-react', { comment_id: japanese, reaction });
    await call(owner, 'POST', '/comments-react', { comment_id: korean, reaction: '👍🏽' });

    const res = await call(owner, 'GET', `/assets/${asset.id}/report.pdf`);
    expect(res.statusCode).toBe(200);
    // The CJK fonts are 4 to 8 MB each: only the glyphs used are embedded.
    expect(res.rawPayload.length).toBeLessThan(1_000_000);
    const pdf = await openPdf(res.rawPayload);
    const runs = (await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => textRunsOf(await pdf.getPage(index + 1))))).flat();
    const fontOf = (text: string) => runs.find((run) => run.text.includes(text))?.font;
    // Each language in its own version of Noto Sans CJK (as its readers draw Han characters), subset (a tag before '+').
    expect(fontOf('日本語のコメント')).toMatch(/^[A-Z]{6}\+NotoSansJP-Regular$/);
    expect(fontOf('ポスター')).toMatch(/^[A-Z]{6}\+NotoSansJP-Bold$/);
    expect(fontOf('한국어')).toMatch(/^[A-Z]{6}\+NotoSansKR-Regular$/);
    expect(fontOf('这是中文评论，请把标志放大')).toMatch(/^[A-Z]{6}\+NotoSansHans-Regular$/);
    expect(fontOf('Ελληνικά')).toMatch(/^[A-Z]{6}\+DejaVuSans$/);
    const all = runs.map((run) => run.text).join('');
    const languages = await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => structureOf(await pdf.getPage(index + 1))));
    // The title and the comments in CJK are marked with their language, for a screen reader's voice.
    expect(languages.flat().flatMap((node) => (node.lang ? [node.lang] : []))).toEqual(['ja', 'ja', 'ja', 'ko', 'zh']);
    for (const said of ['ロゴをもう少し大きくして', '日本語のコメント', '한국어 댓글입니다', 'Кириллица and', 'Reactions: thumbs up ×1, unicorn ×1', 'Reactions: thumbs up: medium skin tone ×1']) expect(all).toContain(said);

    const csv = parseCsv((await call(owner, 'GET', `/assets/${asset.id}/comments.csv`)).body);
    const reactionsColumn = csv[0]!.indexOf('reactions');
    expect(csv.slice(1).map((row) => row[reactionsColumn])).toEqual(['', 'thumbs up ×1, unicorn ×1', 'thumbs up: medium skin tone ×1', '', '']);
  });

  it('is a tagged PDF: language, title, headings, paragraphs, and figures with alternative text', async () => {
    const { owner, assetId } = await buildDiscussedAsset();
    const body = (await call(owner, 'GET', `/assets/${assetId}/report.pdf`)).rawPayload;
    expect(body.toString('latin1')).toMatch(/\/Lang \(en\)/);
    expect(body.toString('latin1')).toMatch(/\/DisplayDocTitle true/);
    const pdf = await openPdf(body);
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    expect((await pdf.getMetadata()).info).toMatchObject({ Title: 'landing — review report' });

    const pages = await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => structureOf(await pdf.getPage(index + 1))));
    const roles = (nodes: StructNode[]) => nodes.flatMap((node) => (node.role ? [node.role] : []));
    expect(roles(pages[0]!)).toEqual(['Root', 'Document', 'P', 'H1', 'P', 'P', 'P', 'P', 'P', 'H2', 'P', 'P', 'P', 'P']);
    const nodes = pages.flat();
    expect(nodes.filter((node) => node.role === 'Figure').map((node) => node.alt)).toEqual([
      'landing, Version 1 — Variation 1A, with the marks of threads 1 and 2 drawn on it',
      'The area marked by thread 1',
      'The area marked by thread 2',
    ]);
    expect(nodes.filter((node) => node.role === 'H3')).toHaveLength(3);
    expect(await artifactTextOf(await pdf.getPage(1))).toEqual([expect.stringMatching(/^landing — review report · /), 'Page 1 of 3']);
  });
});

describe('the report of a video', () => {
  it('shows each frame a thread is about as that exact frame, with its marks, crops and timecodes', async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const video = await buildVideoAsset(ctx.app, owner, await buildProject(ctx.app, owner, 'Spring campaign'));
    await video.comment({ shape: 'rect', color: 'red', content: 'The title flickers here.', frame: 10, starting_point: [{ x: 40, y: 60 }], path: [{ x: 40, y: 60 }, { x: 280, y: 60 }, { x: 280, y: 100 }, { x: 40, y: 100 }] }, '/annotation-comments');
    await video.comment({ content: 'Too fast through here.', frame: 30, frame_end: 40 });
    await video.comment({ content: 'Lovely grade overall.' });

    const res = await call(owner, 'GET', `/assets/${video.assetId}/report.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const pdf = await openPdf(res.rawPayload);
    const texts = await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => textOf(await pdf.getPage(index + 1))));
    expect(texts[0]).toMatch(/Version\s+1 \(video, 0:03\.00, 23\.976 fps, 72 frames\)/);
    const body = texts.slice(1).join('\n');
    expect(body).toMatch(/Version 1 — Variation 1A, the whole video.*#3.*Lovely grade overall/s);
    expect(body).toMatch(/Version 1 — Variation 1A, 00:00:00:10 \(frame 10\).*#1.*00:00:00:10 \(frame 10\).*The title flickers here/s);
    expect(body).toMatch(/Version 1 — Variation 1A, 00:00:01:06 \(frame 30\).*#2.*00:00:01:06 – 00:00:01:16 \(frames 30–40\).*Too fast through here/s);

    // Every picture of a frame is that frame: its number is in its barcode (the crop keeps the top rows).
    const numbers = [];
    for (let number = 2; number <= pdf.numPages; number++) {
      for (const { width, height, data } of await imagesOf(await pdf.getPage(number))) numbers.push([width, height, readBarcode(new Uint8Array(data.buffer, data.byteOffset, data.length), width, height, data.length / (width * height))]);
    }
    expect(numbers).toEqual([
      [320, 180, 0],
      [320, 180, 10],
      [320, 160, 10],
      [320, 180, 30],
    ]);
  });

  it("says the version is a video, gives each thread its timecode and draws its mark on the frame's picture", async () => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'video-report-'));
    try {
      const frame = path.join(dir, 'frame-1000.png');
      await fsp.writeFile(frame, await makeGradientImage(1280, 720));
      const thread = (number: number, frames: string, annotation: ReportThread['annotation']): ReportThread => ({ number, author: 'Olive Owner', created_at: '2025-05-01T10:00:00.000Z', text: `Thread ${number}`, annotation, frames, attachments: [], reactions: [], resolved: null, replies: [] });
      const mark = { shape: 'rect' as const, color: 'red', starting_point: { x: 200, y: 100 }, path: [{ x: 200, y: 100 }, { x: 600, y: 100 }, { x: 600, y: 400 }, { x: 200, y: 400 }] };
      const outPath = path.join(dir, 'report.pdf');
      await writeReport({
        kind: 'asset',
        projectName: 'Spring campaign',
        title: 'teaser',
        status: 'In progress',
        outcome: 'pending',
        stage: null,
        versions: [
          {
            number: 1,
            video: 'video, 1:23.42, 23.976 fps, 2,000 frames',
            reviewers: [],
            stages: null,
            pages: [
              {
                label: 'Variation 1A, 00:00:41:16 (frame 1000)',
                width: 1280,
                height: 720,
                rendering: { path: frame, width: 1280, height: 720 },
                threads: [thread(1, '00:00:41:16 (frame 1000)', mark), thread(2, '00:00:41:16 – 00:00:45:20 (frames 1000–1100)', null)],
              },
            ],
          },
        ],
        paper: 'A4',
        locale: 'en',
        generatedAt: '1 May 2025',
        timeZone: 'UTC',
        outPath,
      });
      const pdf = await openPdf(await fsp.readFile(outPath));
      const texts = await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => textOf(await pdf.getPage(index + 1))));
      expect(texts[0]).toMatch(/Version\s+1 \(video, 1:23\.42, 23\.976 fps, 2,000 frames\)/);
      const threads = texts.slice(1).join('\n');
      expect(threads).toMatch(/Version 1 — Variation 1A, 00:00:41:16 \(frame 1000\).*#1.*00:00:41:16 \(frame 1000\).*Thread 1/s);
      expect(threads).toMatch(/#2.*00:00:41:16 – 00:00:45:20 \(frames 1000–1100\).*Thread 2/s);
      // The frame across the page, and the crop of the mark (its box with a 100-pixel margin) cut from it.
      const images = (await Promise.all(Array.from({ length: pdf.numPages - 1 }, async (_, index) => imagesOf(await pdf.getPage(index + 2))))).flat();
      expect(images.map((image) => [image.width, image.height])).toEqual([
        [1280, 720],
        [600, 500],
      ]);
      const structure = (await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => structureOf(await pdf.getPage(index + 1))))).flat();
      expect(structure.filter((node) => node.role === 'Figure').map((node) => node.alt)).toEqual([
        'teaser, Version 1 — Variation 1A, 00:00:41:16 (frame 1000), with the mark of thread 1 drawn on it',
        'The area marked by thread 1',
      ]);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('reaction names', () => {
  it("are Unicode's names of every emoji, with skin tones, whatever the variation selector", () => {
    expect(reactionName('👍')).toBe('thumbs up');
    expect(reactionName('🦄')).toBe('unicorn');
    expect(reactionName('❤️')).toBe('red heart');
    expect(reactionName('❤')).toBe('red heart');
    expect(reactionName('👍🏿')).toBe('thumbs up: dark skin tone');
    expect(reactionName('🧑🏻‍🤝‍🧑🏿')).toBe('people holding hands: light skin tone, dark skin tone');
    expect(reactionName('+1')).toBe('+1');
  });
});

describe('the project report', () => {
  it("lists every asset that is not archived with its status, outcome, decisions and open comments", async () => {
    const { owner, projectId } = await buildDiscussedAsset();
    const archived = await buildUploadedAsset(ctx.app, owner, projectId, 'old-draft.png');
    await buildUploadedAsset(ctx.app, owner, projectId, 'footer.png');
    await call(owner, 'PUT', `/assets/${archived.id}`, { is_archived: '1' });
    const res = await call(owner, 'GET', `/projects/${projectId}/report.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('spring-campaign-project-report.pdf');
    const page = await (await openPdf(res.rawPayload)).getPage(1);
    const text = await textOf(page);
    expect(text).toContain('Spring campaign');
    expect(text).toMatch(/landing.*Version 1.*Changes requested.*2 open comments/);
    expect(text).toContain('Casey Client (guest): Requested changes');
    expect(text).toContain('footer');
    expect(text).not.toContain('old-draft');
    // Tagged: each asset a heading, read before its thumbnail and its facts.
    const nodes = await structureOf(page);
    expect(nodes.filter((node) => node.role === 'H2' || node.role === 'Figure').map((node) => node.alt ?? node.role)).toEqual(['H2', 'Thumbnail of landing', 'H2', 'Thumbnail of footer']);
  });
});

describe('comments as CSV', () => {
  it('has a BOM, a header and one row per comment or reply, quoted where needed', async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    const variationId = asset.versions[0].variations[0].id;
    const tricky = 'Commas, "quotes",\nnew lines and emoji 🎨';
    const thread = (await call(owner, 'POST', '/comments', { variation_id: variationId, content: tricky })).json().data;
    await call(owner, 'POST', '/comments', { variation_id: variationId, parent_id: thread.id, content: 'A reply' });
    await call(owner, 'POST', '/comments-react', { comment_id: thread.id, reaction: '😀' });

    const res = await call(owner, 'GET', `/assets/${asset.id}/comments.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('poster-comments.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('asset,version,variation,page,number,thread,author,date,text,resolved,reactions,timecode,frame,frame_end');
    expect(res.body).toContain(`poster,1,1A,1,1,comment,Olive Owner,${thread.created_at},"Commas, ""quotes"",\nnew lines and emoji 🎨",no,grinning face ×1,,,`);
    expect(res.body).toMatch(/poster,1,1A,1,1,reply,Olive Owner,[^,]+,A reply,no,,,,\r\n$/);

    const project = await call(owner, 'GET', `/projects/${projectId}/comments.csv`);
    expect(project.body).toContain('A reply');
    expect((await call(await buildUser(ctx.app), 'GET', `/assets/${asset.id}/comments.csv`)).statusCode).toBe(404);
    expect((await call(await buildUser(ctx.app), 'GET', `/projects/${projectId}/comments.csv`)).statusCode).toBe(404);
  });

  it("gives a video's comments their timecode, frame and range end, after the columns every export has, and leaves them empty for stills", async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
    const video = await buildVideoLikeAsset(ctx.app, owner, projectId, 'teaser.png');
    const still = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    const onFrame = await video.comment({ content: 'The title flickers here.', frame: 1000 });
    await video.comment({ parent_id: onFrame, content: 'Fixed in the next cut.' });
    await video.comment({ content: 'Too fast through here.', frame: 1000, frame_end: 1100 });
    await video.comment({ content: 'Lovely grade overall.' });
    expect((await call(owner, 'POST', '/comments', { variation_id: still.versions[0].variations[0].id, content: 'A still' })).statusCode).toBe(201);

    const [header, ...rows] = parseCsv((await call(owner, 'GET', `/projects/${projectId}/comments.csv`)).body);
    expect(header).toEqual(['asset', 'version', 'variation', 'page', 'number', 'thread', 'author', 'date', 'text', 'resolved', 'reactions', 'timecode', 'frame', 'frame_end']);
    const placed = rows.map((row) => [row[0], row[8], ...row.slice(-3)]);
    expect(placed).toEqual([
      ['teaser', 'The title flickers here.', '00:00:41:16', '1000', ''],
      // A reply is on its thread's frame.
      ['teaser', 'Fixed in the next cut.', '00:00:41:16', '1000', ''],
      ['teaser', 'Too fast through here.', '00:00:41:16 – 00:00:45:20', '1000', '1100'],
      ['teaser', 'Lovely grade overall.', '', '', ''],
      ['poster', 'A still', '', '', ''],
    ]);
  });

  it("counts a video's timecodes from its own start timecode (a MOV's 01:00:00:00)", async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
    const video = await buildVideoLikeAsset(ctx.app, owner, projectId, 'teaser.png');
    await ctx.app.database.db.updateTable('variations').set({ video_probe: JSON.stringify({ ...TEST_VIDEO_PROBE, start_timecode: '01:00:00:00' }) }).where('id', '=', video.variationId).execute();
    await video.comment({ content: 'From the top.', frame: 0 });
    await video.comment({ content: 'Too fast through here.', frame: 1000, frame_end: 1100 });

    const [, ...rows] = parseCsv((await call(owner, 'GET', `/projects/${projectId}/comments.csv`)).body);
    expect(rows.map((row) => [row[8], ...row.slice(-3)])).toEqual([
      ['From the top.', '01:00:00:00', '0', ''],
      ['Too fast through here.', '01:00:41:16 – 01:00:45:20', '1000', '1100'],
    ]);
  });

  it('starts with an apostrophe every text cell a spreadsheet would run as a formula, and leaves other text as written', async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    const variationId = asset.versions[0].variations[0].id;
    const comment = async (content: string) => (await call(owner, 'POST', '/comments', { variation_id: variationId, content })).json().data.id as number;
    const formulas = ['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)'];
    for (const content of [...formulas, 'Looks good']) await comment(content);
    // The API trims what people write, so a tab or carriage return in front comes from a row written otherwise.
    for (const content of ['\tx', '\rx']) await ctx.app.database.db.updateTable('comments').set({ content }).where('id', '=', await comment('placeholder')).execute();
    const link = (await call(owner, 'POST', `/assets/${asset.id}/share-links`)).json().data;
    const guest = { name: '=cmd', email: 'cmd@client.example', variation_id: variationId, content: 'From a guest' };
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/public/reviews/${link.link.split('/review/')[1]}/comments`, payload: guest })).statusCode).toBe(201);

    for (const url of [`/assets/${asset.id}/comments.csv`, `/projects/${projectId}/comments.csv`]) {
      const [header, ...rows] = parseCsv((await call(owner, 'GET', url)).body);
      const author = header!.indexOf('author');
      const text = header!.indexOf('text');
      expect(rows.map((row) => row[text])).toEqual([...formulas.map((formula) => `'${formula}`), 'Looks good', "'\tx", "'\rx", 'From a guest']);
      expect(rows.map((row) => row[author])).toEqual([...Array(7).fill('Olive Owner'), "'=cmd (guest)"]);
      expect(rows[0]!.slice(0, author + 1)).toEqual(['poster', '1', '1A', '1', '1', 'comment', 'Olive Owner']);
    }
  });
});

describe("the report in the requester's language", () => {
  it("writes a Japanese account's report of a Japanese comment in Japanese, a German one's in German, a guest's in the language of their page", async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    const commentId = (await call(owner, 'POST', '/comments', { variation_id: asset.versions[0].variations[0].id, content: 'ロゴを大きくしてください 🎨' })).json().data.id as number;
    await call(owner, 'POST', '/comments-react', { comment_id: commentId, reaction: '👍🏽' });
    const report = async (url: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...owner.headers, ...headers } });
      expect(res.statusCode, res.body).toBe(200);
      const pdf = await openPdf(res.rawPayload);
      const runs = (await Promise.all(Array.from({ length: pdf.numPages }, async (_, index) => textRunsOf(await pdf.getPage(index + 1))))).flat();
      // Runs in different fonts are extracted without the spaces between them: the words are compared without spaces.
      return { text: runs.map((run) => run.text.replace(/\s/g, '')).join(''), fontOf: (text: string) => runs.find((run) => run.text.includes(text))?.font, langs: new Set([...res.rawPayload.toString('latin1').matchAll(/\/Lang \((.+?)\)/g)].map((found) => found[1])) };
    };

    expect((await call(owner, 'PUT', '/profile/update', { locale: 'ja' })).statusCode).toBe(200);
    const japanese = await report(`/assets/${asset.id}/report.pdf`, { 'accept-language': 'en-US' });
    expect(japanese.langs).toEqual(new Set(['ja']));
    for (const said of ['レビューレポート', 'プロジェクト', 'ステータス', 'レビュー結果', '作成日時', 'レビュアーと判定', 'レビュアーも判定もありません。', 'バージョン 1 — バリエーション 1A', 'ロゴを大きくしてください 🎨', 'リアクション：👍', '1 / 2 ページ'])
      expect(japanese.text).toContain(said.replace(/\s/g, ''));
    expect(japanese.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect(japanese.text).not.toMatch(/Reviewreport|Project|Generated|Noreviewers|Variation|Page1/);
    // The report's own Han characters drawn as Japanese readers draw them, as the comment's are.
    expect(japanese.fontOf('作成日時')).toMatch(/\+NotoSansJP-Regular$/);
    expect(japanese.fontOf('ロゴを大きく')).toMatch(/\+NotoSansJP-Regular$/);
    // An emoji is a glyph of Noto Emoji, never DejaVu's missing-glyph box; a skin tone with it.
    expect(japanese.fontOf('🎨')).toMatch(/\+NotoEmoji-Regular$/);
    expect(japanese.fontOf('👍')).toMatch(/\+NotoEmoji-Regular$/);

    expect((await call(owner, 'PUT', '/profile/update', { locale: 'de' })).statusCode).toBe(200);
    const german = await report(`/assets/${asset.id}/report.pdf`);
    // The document's language, and the Japanese comment's own.
    expect(german.langs).toEqual(new Set(['de', 'ja']));
    for (const said of ['Review-Bericht', 'Projekt', 'Ergebnis des Reviews', 'Ausstehend', 'Prüfer und Entscheidungen', 'Keine Prüfer oder Entscheidungen.', 'Version 1 — Variante 1A', 'Seite 1 von 2']) expect(german.text).toContain(said.replace(/\s/g, ''));
    const project = await report(`/projects/${projectId}/report.pdf`);
    expect(project.text).toContain('Projektbericht');
    expect(project.text).toMatch(/Version1·.+·Ausstehend·1offenerKommentar/);

    const link = (await call(owner, 'POST', `/assets/${asset.id}/share-links`)).json().data;
    await call(owner, 'PUT', `/share-links/${link.id}`, { allow_download: true });
    const guestUrl = `/public/reviews/${link.link.split('/review/')[1]}/report.pdf`;
    const guest = (query: string, language: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${guestUrl}${query}`, headers: { 'accept-language': language } });
    const french = await openPdf((await guest('?locale=fr', 'en-US,en')).rawPayload);
    expect(await textOf(await french.getPage(1))).toContain('Rapport de revue');
    const browsers = await openPdf((await guest('', 'it-IT,it')).rawPayload);
    expect(await textOf(await browsers.getPage(1))).toContain('Report di revisione');
    const unknown = await guest('?locale=tlh', 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual(expect.any(String));
  });
});

describe("a version's video and sound on the cover", () => {
  it("reads as feedback's English line in English, and in the reader's words and numbers in others", () => {
    expect(videoLine('en', TEST_VIDEO_PROBE)).toBe(describeVideo(TEST_VIDEO_PROBE));
    expect(videoLine('de', TEST_VIDEO_PROBE)).toMatch(/^Video, \d+:\d{2}\.\d{2}, \d+(,\d+)? fps, [\d.]+ Frames$/);
    const sound = JSON.stringify({ kind: 'audio', container: 'mp3', mime: 'audio/mpeg', extension: 'mp3', duration_ms: 2000, sample_rate: 44100, channels: 2, audio_codec: 'mp3' });
    expect(soundLine('en', sound)).toBe(describeSound(sound));
    expect(soundLine('de', sound)).toBe('Audio, 0:02.00, 44,1 kHz, Stereo');
    expect(soundLine('ja', sound)).toBe('音声、0:02.00、44.1 kHz、ステレオ');
  });
});
