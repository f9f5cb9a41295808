import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { pptxOf } from '../../../../test/office-files.ts';
import { readSpeakerNotes } from './speaker-notes.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-notes-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A notes slide as PowerPoint writes one: the slide's picture, the notes body, the slide number. */
const powerPointNotes = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:notes xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image Placeholder 1"/><p:cNvSpPr/><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp><p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes Placeholder 2"/><p:cNvSpPr/><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${body}</p:txBody></p:sp><p:sp><p:nvSpPr><p:cNvPr id="4" name="Slide Number Placeholder 3"/><p:cNvSpPr/><p:nvPr><p:ph type="sldNum" idx="5"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p><a:fld id="{B1}" type="slidenum"><a:t>1</a:t></a:fld></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:notes>`;

describe('speaker notes', () => {
  it("reads PowerPoint's own notes: runs joined, a line break kept, empty runs and the slide number left out, entities decoded", async () => {
    const files = unzipSync(new Uint8Array(pptxOf([{ title: 'Only slide', notes: ['placeholder'] }])));
    files['ppt/notesSlides/notesSlide1.xml'] = strToU8(
      powerPointNotes(
        '<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>Open with the </a:t></a:r><a:r><a:rPr lang="en-US" b="1"/><a:t>numbers</a:t></a:r><a:r><a:t/></a:r></a:p><a:p/><a:p><a:pPr marL="0"/><a:r><a:t>Q&amp;A</a:t></a:r><a:br><a:rPr lang="en-US"/></a:br><a:r><a:t>then close</a:t></a:r><a:endParaRPr lang="en-US"/></a:p>',
      ),
    );
    const file = path.join(work, 'deck.pptx');
    fs.writeFileSync(file, zipSync(files));
    expect(await readSpeakerNotes(file, 'pptx')).toEqual(['Open with the numbers\nQ&A\nthen close']);
  });
});
