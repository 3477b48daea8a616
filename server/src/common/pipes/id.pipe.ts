import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { MAX_ID } from '../validation/numbers.js';

/**
 * Route ids: only the canonical decimal spelling ("7", never "07", "+7", "0x7", " 7", "7.0" or
 * "7e0") names a record; anything else is a 404 like any unknown id. The global validation pipe
 * leaves path parameters as text so that this pipe sees what the client sent.
 */
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) {
      throw new NotFoundException('Not found');
    }
    return Number(value);
  }
}
