/**
 * Characters a file name must not carry: controls, format characters (the bidi overrides and
 * isolates U+202A–U+202E and U+2066–U+2069, the marks U+200E/U+200F, zero-width spaces and
 * joiners, U+FEFF, the soft hyphen), line and paragraph separators, private-use and unassigned
 * code points, and the invisible fillers. A right-to-left override in an applicant's name would
 * otherwise make "evil‮fdp.exe" look like "evilexe.pdf" in the browser's download bar.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0]/gu;

/** Characters no file system accepts in a name. */
const RESERVED = /[\\/:*?"<>|]/g;

/** The visible text of a name: invisible characters dropped, reserved ones made spaces. */
export function visibleName(name: string): string {
  return name.replace(INVISIBLE, '').replace(RESERVED, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * `attachment` with an ASCII name and the same name in UTF-8 (RFC 6266 / 5987):
 * ("Mona El-Sayed", "cv", "pdf", "applicant") → filename="Mona-El-Sayed-cv.pdf".
 */
export function attachmentDisposition(
  name: string,
  suffix: string,
  extension: string,
  fallback: string,
): string {
  const visible = visibleName(name);
  const ascii =
    visible
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || fallback;
  const readable = (visible || fallback).replace(/\s+/g, '-');
  const utf8 = encodeURIComponent(`${readable}-${suffix}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}-${suffix}.${extension}"; filename*=UTF-8''${utf8}`;
}
