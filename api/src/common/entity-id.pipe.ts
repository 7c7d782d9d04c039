import { NotFoundException, Param, type PipeTransform } from '@nestjs/common';

/** The largest id a Postgres int4 (serial) column holds. */
export const MAX_ENTITY_ID = 2147483647;

/**
 * The one parser of path ids: ASCII digits only, a positive int4; anything else is null. "0x53",
 * "83e0", "+83", " 83", "83.0" and 2^31 name no row, so they never become one by conversion.
 */
export function parseEntityId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ENTITY_ID ? id : null;
}

/**
 * Path ids are positive int4s. Anything else cannot name a row, so it is the same 404 as an unknown
 * id and never reaches Postgres. The global ValidationPipe leaves path params raw (validation.pipe.ts),
 * so this pipe sees exactly what the client sent.
 */
export class EntityIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: unknown): number {
    const id = parseEntityId(value);
    if (id === null) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}

/** `@IdParam('id', 'Episode not found') id: number`: every controller's path ids go through here. */
export const IdParam = (name: string, notFoundMessage: string): ParameterDecorator => Param(name, new EntityIdPipe(notFoundMessage));
