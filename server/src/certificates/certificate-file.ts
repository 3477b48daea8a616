/** Content types of the stored certificate kinds (the extension was chosen from the bytes). */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function certificateContentType(extension: string): string {
  return TYPES[extension] ?? 'application/octet-stream';
}

/** "Well Control Level 2" + "pdf" → attachment; filename="Well-Control-Level-2-certificate.pdf". */
export function certificateDisposition(courseName: string, extension: string): string {
  const ascii =
    courseName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'course';
  const readable = courseName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'course';
  const utf8 = encodeURIComponent(
    `${readable.replace(/\s+/g, '-')}-certificate.${extension}`,
  ).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}-certificate.${extension}"; filename*=UTF-8''${utf8}`;
}
