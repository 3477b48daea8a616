/**
 * Text given by users (a holder's name, a course title) must never push the rest of a page down
 * or onto a second page (issue 24 item 4, issue 26 item 1). The size is chosen from the length
 * (an average glyph of this font is at most about 0.6 em wide, Latin or Arabic), from `size`
 * down to `minSize`; at `minSize` the text element's `maxLines` and ellipsis cut what is left.
 */
export function fitSize(
  text: string,
  box: { width: number; lines: number },
  sizes: { size: number; minSize: number },
): number {
  const chars = Math.max(1, [...text].length);
  const fits = Math.floor((box.width * box.lines) / (chars * 0.6));
  return Math.max(sizes.minSize, Math.min(sizes.size, fits));
}
