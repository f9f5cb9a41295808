import { INK, keepTogether, MARGIN, MUTED, block, type Doc } from './pdf-document.ts';
import type { ReportPerson, ReportStage } from './report-input.ts';
import { languageOf, writeText } from './report-fonts.ts';
import type { Locale } from '@review/contract/locales';
import { translate } from '../../i18n/messages.ts';

/** Who decided what: a version's reviewers and their decisions, and a review of several stages stage by stage. */

export const decisionLabel = (locale: Locale, decision: ReportPerson['decision']) => translate(locale, `report.decision.${decision}`);

export function writePeople(doc: Doc, locale: Locale, people: ReportPerson[], when: (iso: string | null) => string) {
  if (people.length === 0) {
    doc.fillColor(MUTED);
    block(doc, 'P', translate(locale, 'report.noReviewers'), { size: 10 });
    doc.fillColor(INK);
    return;
  }
  for (const person of people) {
    doc.tag('P', () => {
      writeText(doc, person.name, { size: 10, weight: 'bold', continued: true });
      writeText(doc, `  ${decisionLabel(locale, person.decision)}${person.decided_at ? `, ${when(person.decided_at)}` : ''}`, { size: 10 });
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
export function writeStages(doc: Doc, locale: Locale, stages: ReportStage[], when: (iso: string | null) => string) {
  for (const stage of stages) {
    keepTogether(doc, 40);
    doc.moveDown(0.3).fillColor(INK);
    doc.tag('H3', () => writeText(doc, stage.state ? `${stage.name} — ${stage.state}` : stage.name, { size: 11, weight: 'bold' }), { lang: languageOf(stage.name, doc.cjk) });
    doc.moveDown(0.2);
    writePeople(doc, locale, stage.people, when);
  }
}
