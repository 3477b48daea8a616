import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const ARABIC = /[\u0600-\u06ff]/u;

export interface PdfLines {
  pages: number;
  /** The first page's lines top to bottom, each in logical (reading) order. */
  lines: string[];
  /** Each line's pieces as placed on the page: text and left edge, left to right. */
  placed: { text: string; x: number }[][];
}

/**
 * The lines of a PDF's first page as a reader reads them. A PDF keeps glyphs in visual order;
 * pdf.js gives each run of one direction as an item in logical order. A line with Arabic is a
 * right-to-left paragraph: its runs are read from the right edge to the left, a Latin line's
 * from the left. So a line reads in logical order only if the renderer placed its runs right:
 * "رقم الإيصال: PL-2026-000123" comes out as written only if the label stands right of the number.
 */
export async function pdfLines(content: Buffer): Promise<PdfLines> {
  const doc = await getDocument({ data: new Uint8Array(content), verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(1);
    const rows = new Map<number, { text: string; x: number }[]>();
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      const row = rows.get(y) ?? [];
      row.push({ text: item.str, x: item.transform[4] as number });
      rows.set(y, row);
    }
    const placed = [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, row]) => row.sort((a, b) => a.x - b.x));
    const lines = placed.map((row) => {
      const ordered = row.some((piece) => ARABIC.test(piece.text)) ? [...row].reverse() : row;
      return ordered
        .map((piece) => piece.text)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    });
    return { pages: doc.numPages, lines, placed };
  } finally {
    await doc.destroy();
  }
}
