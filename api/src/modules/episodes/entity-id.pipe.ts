import { NotFoundException, PipeTransform } from '@nestjs/common';

const MAX_ID = 2147483647;

/**
 * Path ids are positive int4s. Anything else (a word, "1.5", a number past int4) cannot name a row,
 * so it is the same 404 as an unknown id, and never reaches Postgres as a 500-raising cast.
 */
export class EntityIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new NotFoundException(this.notFoundMessage);
    const id = Number(value);
    if (id < 1 || id > MAX_ID) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}
