import type { Pdf } from './render-pdf.js';

export interface TextBox {
  x: number;
  y: number;
  width: number;
  /** The box's height: text never runs below it (nor onto a new page). */
  height: number;
}

export interface FitOptions {
  font: string;
  /** Largest size tried first, then one point smaller down to `minSize`. */
  size: number;
  minSize: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
}

/**
 * Draws text inside a fixed box: the largest size from `size` down to `minSize` at which it fits,
 * and at `minSize` whatever still does not fit is cut with an ellipsis. Text given by users (a
 * holder's name, a course title) can never push the rest of a page down or onto a second page
 * (issue 24 item 4, issue 26 item 1).
 */
export function fitText(doc: Pdf, text: string, box: TextBox, options: FitOptions): void {
  let size = options.size;
  doc.font(options.font);
  for (; size > options.minSize; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: box.width }) <= box.height) break;
  }
  doc.fontSize(size);
  if (options.color) doc.fillColor(options.color);
  doc.text(text, box.x, box.y, {
    width: box.width,
    height: box.height,
    align: options.align ?? 'left',
    ellipsis: '…',
  });
}
