import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** Route ids: a non-numeric id names no record, so it is a 404 like any unknown id. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) {
      throw new NotFoundException('Not found');
    }
    return Number(value);
  }
}
