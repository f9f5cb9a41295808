import { INK, keepTogether, MARGIN, MUTED, block, type Doc } from './pdf-document.ts';
import type { ReportPerson, ReportStage } from './report-input.ts';
import { languageOf, writeText } from './report-fonts.ts';

/** Who decided what: a version's reviewers and their decisions, and a review of several stages stage by stage. */

export const DECISIONS: Record<ReportPerson['decision'], string> = { approved: 'Approved', changes_requested: 'Requested changes', pending: 'Pending' };

export function writePeople(doc: Doc, people: ReportPerson[], when: (iso: string | null) => string) {
  if (people.length === 0) {
    doc.fillColor(MUTED);
    block(doc, 'P', 'No reviewers or decisions.', { size: 10 });
    doc.fillColor(INK);
    return;
  }
  for (const person of people) {
    doc.tag('P', () => {
      writeText(doc, person.name, { size: 10, weight: 'bold', continued: true });
      writeText(doc, `  ${DECISIONS[person.decision]}${person.decided_at ? `, ${when(person.decided_at)}` : ''}`, { size: 10 });
    });
    if (person.note) {
      doc.fillColor(MUTED);
      block(doc, 'P', `“${person.note}”`, { size: 9, x: MARGIN + 12 });
      doc.fillColor(INK);
    }
    doc.x = MARGIN;
  }
}

/** A review of several stages: a heading per stage with where it stands, then its decisions. */
export function writeStages(doc: Doc, stages: ReportStage[], when: (iso: string | null) => string) {
  for (const stage of stages) {
    keepTogether(doc, 40);
    doc.moveDown(0.3).fillColor(INK);
    doc.tag('H3', () => writeText(doc, stage.state ? `${stage.name} — ${stage.state}` : stage.name, { size: 11, weight: 'bold' }), { lang: languageOf(stage.name) });
    doc.moveDown(0.2);
    writePeople(doc, stage.people, when);
  }
}
