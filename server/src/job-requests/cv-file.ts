/** Content types of the stored CV kinds (the extension was chosen from the file's bytes). */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  avif: 'image/avif',
  heic: 'image/heic',
};

export function cvContentType(extension: string): string {
  return TYPES[extension] ?? 'application/octet-stream';
}

/** "Mona El-Sayed" + "pdf" → attachment; filename="Mona-El-Sayed-cv.pdf" (plus a UTF-8 form). */
export function cvContentDisposition(fullName: string, extension: string): string {
  const ascii =
    fullName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'applicant';
  const readable = fullName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'applicant';
  const utf8 = encodeURIComponent(`${readable.replace(/\s+/g, '-')}-cv.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}-cv.${extension}"; filename*=UTF-8''${utf8}`;
}
