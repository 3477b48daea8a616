import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { multerErrorToHttp } from './multer-errors.js';
import { multerLimits, type UploadRule } from './upload-rules.js';

/**
 * Reads one file of a multipart form into memory (nothing is written before the checks pass)
 * and turns multer's own errors into readable ones: a file over the limit is a 413 naming it.
 */
export function UploadInterceptor(field: string, rule: UploadRule): Type<NestInterceptor> {
  @Injectable()
  class RuleUploadInterceptor extends FileInterceptor(field, { ...multerLimits(rule) }) {
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
  // The field and its rule are read by the API document (multipart request body).
  return Object.assign(mixin(RuleUploadInterceptor), { uploadField: field, uploadRule: rule });
}
