import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

// Fonts from npm (nothing downloaded at install, none needed on the machine), found in node_modules at
// run time, from the sources and from the compiled server alike. PDFKit embeds only the glyphs a
// report uses, so a line of Japanese costs a report kilobytes, not the font's 4 MB.
const require = createRequire(import.meta.url);
const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
// These packages export only a list of their files (for a PDF viewer); the fonts lie beside its dist/.
const noto = (pkg: string, file: string) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);

/**
 * DejaVu Sans for the alphabets (Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic),
 * Noto Sans CJK for Han, kana and Hangul in three regional versions, as each language's readers
 * expect its Han characters drawn, and Noto Emoji (monochrome TrueType: PDFKit embeds no colour
 * font) for emoji, skin tones included. Each version's bold has the same characters as its regular.
 */
const FILES = {
  latin: () => ({ body: dejavu('DejaVuSans.ttf'), bold: dejavu('DejaVuSans-Bold.ttf') }),
  zh: () => ({ body: noto('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'), bold: noto('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf') }),
  ja: () => ({ body: noto('@embedpdf/fonts-jp', 'NotoSansJP-Regular.otf'), bold: noto('@embedpdf/fonts-jp', 'NotoSansJP-Bold.otf') }),
  ko: () => ({ body: noto('@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'), bold: noto('@embedpdf/fonts-kr', 'NotoSansKR-Bold.otf') }),
  emoji: () => ({ body: require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'), bold: require.resolve('@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf') }),
};
type Face = keyof typeof FILES;
type Weight = 'body' | 'bold';

const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

/** Makes every face known to `doc` by name; PDFKit reads a font's file only when a report first uses it. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const face of Object.keys(FILES) as Face[]) {
    const files = FILES[face]();
    for (const weight of ['body', 'bold'] as const) doc.registerFont(fontName(face, weight), files[weight]);
  }
}

/** Each face's regular font, opened once per process (on first need: a report in Latin letters opens no CJK font). */
const opened = new Map<Face, fontkit.Font>();
function fontOf(face: Face): fontkit.Font {
  let font = opened.get(face);
  if (!font) {
    // Each file is one font, not a collection.
    font = fontkit.openSync(FILES[face]().body) as fontkit.Font;
    opened.set(face, font);
  }
  return font;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/gu;

export type CjkLanguage = 'ja' | 'ko' | 'zh';

/**
 * Which CJK language `text` is in, for the forms of its Han characters: with kana Japanese, with
 * Hangul Korean, else the report's own when it is Japanese ('作成日時' in a Japanese report), else Chinese.
 */
function cjkLanguage(text: string, report: CjkLanguage = 'zh'): CjkLanguage {
  if (KANA.test(text)) return 'ja';
  if (HANGUL.test(text)) return 'ko';
  return report;
}

/** The CJK language of a report's language, whose forms its Han characters take. */
export const cjkOf = (locale: string): CjkLanguage | undefined => (locale === 'ja' ? 'ja' : locale.startsWith('zh') ? 'zh' : undefined);
const CJK_FACES = { ja: ['ja', 'zh', 'ko'], ko: ['ko', 'zh', 'ja'], zh: ['zh', 'ja', 'ko'] } as const;

/** The language of `text` for a screen reader, when most of its letters are CJK; otherwise it reads as the report's language. */
export function languageOf(text: string, report?: CjkLanguage): CjkLanguage | undefined {
  const letters = text.match(LETTER) ?? [];
  const cjk = letters.filter((letter) => HAN.test(letter) || KANA.test(letter) || HANGUL.test(letter)).length;
  return cjk * 2 > letters.length ? cjkLanguage(text, report) : undefined;
}

// Marks, joiners, selectors, controls and spaces go with the character before them, so no cluster is split between fonts.
const ATTACHED = /[\p{M}\p{Cc}\p{Cf}\p{Zs}]/u;
const SPACE = /\p{Zs}/u;

/** `text` cut into runs, each in the first face that has its glyphs: DejaVu, then the CJK faces, then emoji (a character none has stays in DejaVu and prints as its box). */
export function runsOf(text: string, report?: CjkLanguage): { face: Face; text: string }[] {
  const faces: Face[] = ['latin', ...CJK_FACES[cjkLanguage(text, report)], 'emoji'];
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0)!;
    // A space after an emoji is the text's: Noto Emoji's spaces are an emoji wide.
    const attached = last && ATTACHED.test(char) && !(last.face === 'emoji' && SPACE.test(char));
    const face = last && attached ? last.face : (faces.find((candidate) => fontOf(candidate).hasGlyphForCodePoint(codePoint)) ?? 'latin');
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs.length > 0 ? runs : [{ face: 'latin', text }];
}

const lineHeightOf = (font: fontkit.Font) => (font.ascent - font.descent + font.lineGap) / font.unitsPerEm;

/**
 * Puts a run on DejaVu's baseline (PDFKit otherwise hangs each font from its own ascent) and gives its
 * lines DejaVu's height (Noto CJK's is 1.5 em against 1.16), so mixed lines and paragraphs keep the
 * report's spacing.
 */
function alignment(face: Face, size: number) {
  const latin = fontOf('latin');
  return { baseline: -(latin.ascent / latin.unitsPerEm) * size, lineGap: (lineHeightOf(latin) - lineHeightOf(fontOf(face))) * size };
}

export type TextStyle = PDFKit.Mixins.TextOptions & { size: number; weight?: Weight; x?: number; y?: number };

/** The width of `text` as `writeText` draws it, each run in its face. */
export function widthOf(doc: PDFKit.PDFDocument & { cjk?: CjkLanguage }, text: string, { size, weight = 'body' }: { size: number; weight?: Weight }) {
  doc.fontSize(size);
  const width = runsOf(text, doc.cjk).reduce((sum, run) => sum + doc.font(fontName(run.face, weight)).widthOfString(run.text), 0);
  doc.font(fontName('latin', 'body'));
  return width;
}

/**
 * PDFKit's `text`, with each run of `text` in the face that has its glyphs. The font is left at
 * DejaVu Sans, whose line height the layout's `moveDown`s measure.
 */
export function writeText(doc: PDFKit.PDFDocument & { cjk?: CjkLanguage }, text: string, { size, weight = 'body', x, y, ...options }: TextStyle) {
  const runs = runsOf(text, doc.cjk);
  doc.fontSize(size);
  runs.forEach((run, index) => {
    doc.font(fontName(run.face, weight));
    const runOptions = { ...options, ...alignment(run.face, size), continued: index < runs.length - 1 || options.continued };
    // PDFKit reads a missing x as options, so a position is passed only when there is one.
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  doc.font(fontName('latin', 'body'));
}
