import { attachmentDisposition } from '../common/uploads/download-name.js';

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
  return attachmentDisposition(fullName, 'cv', extension, 'applicant');
}
