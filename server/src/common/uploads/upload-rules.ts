import { HttpStatus, HttpException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationFailed } from '../http/api-error.js';

const MB = 1024 * 1024;
const IMAGES = ['jpg', 'png', 'gif', 'webp'];

/** What each upload may be, judged by its bytes, not its name (DECISIONS 6). */
export const UPLOAD_RULES = {
  cv: {
    label: 'CV',
    extensions: ['pdf', 'cfb', 'docx', ...IMAGES, 'bmp', 'tif', 'avif', 'heic'],
    maxBytes: 10 * MB,
    describe: 'a PDF, DOC, DOCX or image file',
  },
  courseImage: {
    label: 'image',
    extensions: IMAGES,
    maxBytes: 5 * MB,
    describe: 'a JPEG, PNG, GIF or WebP image',
  },
  certificate: {
    label: 'certificate',
    extensions: ['pdf', ...IMAGES],
    maxBytes: 10 * MB,
    describe: 'a PDF or image file',
  },
} as const;

export type UploadRule = (typeof UPLOAD_RULES)[keyof typeof UPLOAD_RULES];

/** Multer options for a rule: memory storage (checked before anything is written), one file. */
export function multerLimits(rule: UploadRule) {
  return { limits: { fileSize: rule.maxBytes, files: 1, fields: 30, fieldSize: 256 * 1024 } };
}

export interface UploadedFileLike {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/**
 * Checks an uploaded file against its rule and returns the extension to store it under.
 * Throws 422 naming the field when it is missing (and required) or of the wrong kind.
 */
export async function checkUpload(
  file: UploadedFileLike | undefined,
  rule: UploadRule,
  field: string,
  required: boolean,
): Promise<{ extension: string; buffer: Buffer } | undefined> {
  if (!file || file.size === 0) {
    if (!required) return undefined;
    const message = `The ${rule.label} file is required`;
    throw new ValidationFailed(message, { [field]: message });
  }
  if (file.size > rule.maxBytes) {
    throw new HttpException(
      { message: `The ${rule.label} must be at most ${rule.maxBytes / MB} MB` },
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }
  const type = await fileTypeFromBuffer(file.buffer);
  const extension = type?.ext;
  if (!extension || !(rule.extensions as readonly string[]).includes(extension)) {
    const message = `The ${rule.label} must be ${rule.describe}`;
    throw new ValidationFailed(message, { [field]: message });
  }
  return { extension: extension === 'cfb' ? 'doc' : extension, buffer: file.buffer };
}
