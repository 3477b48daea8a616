import { type CallHandler, type ExecutionContext, Injectable } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { multerErrorToHttp } from '../common/uploads/multer-errors.js';
import { multerLimits, UPLOAD_RULES } from '../common/uploads/upload-rules.js';

const rule = UPLOAD_RULES.cv;

/**
 * Reads the multipart form into memory (nothing touches the disk before every check has
 * passed), turning multer's own errors into readable ones: a file over the limit is a 413
 * that says the limit.
 */
@Injectable()
export class CvUploadInterceptor extends FileInterceptor('cv', { ...multerLimits(rule) }) {
  /** The form field of the file (read by the API document). */
  static readonly uploadField = 'cv';

  override async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      throw multerErrorToHttp(cause, rule.label, rule.maxBytes / (1024 * 1024)) ?? error;
    }
  }
}
