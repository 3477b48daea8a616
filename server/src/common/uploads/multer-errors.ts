import { HttpException, HttpStatus } from '@nestjs/common';

/** Multer's own errors (too large, too many files) as readable API errors. */
export function multerErrorToHttp(
  error: unknown,
  label: string,
  maxMb: number,
): HttpException | undefined {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'LIMIT_FILE_SIZE') {
    return new HttpException(
      { message: `The ${label} must be at most ${maxMb} MB` },
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }
  if (code && code.startsWith('LIMIT_')) {
    return new HttpException(
      { message: 'The upload has too many files or fields' },
      HttpStatus.BAD_REQUEST,
    );
  }
  return undefined;
}
