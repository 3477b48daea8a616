import { attachmentDisposition } from '../common/uploads/download-name.js';

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
  return attachmentDisposition(courseName, 'certificate', extension, 'course');
}
