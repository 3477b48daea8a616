import { HttpException, HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string>;

/** 422 with a readable message and, where known, the text for each field. */
export class ValidationFailed extends HttpException {
  constructor(message: string, errors?: FieldErrors) {
    super({ message, ...(errors ? { errors } : {}) }, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** 409: the request is valid but conflicts with stored data (dependent rows, already paid). */
export class Conflict extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.CONFLICT);
  }
}
