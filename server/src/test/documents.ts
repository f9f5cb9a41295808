import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';

/** A colour per page, so that renderings of different pages differ and a test can tell which it sees. */
export const pageColor = (number: number) => ({ r: (number * 53) % 256, g: (number * 97) % 256, b: (number * 151) % 256 });

/**
 * A real PDF made on the fly (tests carry no binary fixtures): each page says its number and is
 * mostly filled with its own colour (`pageColor`).
 */
export async function makePdf(pages: number, { width = 595, height = 842, password }: { width?: number; height?: number; password?: string } = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = document.addPage([width, height]);
    const { r, g, b } = pageColor(number);
    page.drawRectangle({ x: width * 0.1, y: height * 0.1, width: width * 0.8, height: height * 0.8, color: rgb(r / 255, g / 255, b / 255) });
    page.drawText(`Page ${number}`, { x: width * 0.12, y: height * 0.92, size: Math.max(12, width / 20), font });
  }
  if (password) document.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return Buffer.from(await document.save({ addDefaultPage: false }));
}

/** A PDF cut short, as an interrupted download leaves it. */
export async function makeTruncatedPdf(): Promise<Buffer> {
  const whole = await makePdf(3);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/**
 * An SVG that tries what a hostile one would: a script, an `onload` handler, and images from a file
 * on the server and from an address (`fileHref`, `httpHref`), each drawn over the whole picture.
 * Rendered safely it shows only its own blue rectangle.
 */
export const makeHostileSvg = ({ fileHref, httpHref }: { fileHref: string; httpHref: string }) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="document.title='ran'">
  <script type="text/javascript">document.title = 'ran';</script>
  <rect width="200" height="100" fill="#0000ff"/>
  <image href="${fileHref}" x="0" y="0" width="200" height="100"/>
  <image xlink:href="${httpHref}" x="0" y="0" width="200" height="100"/>
</svg>
`);
