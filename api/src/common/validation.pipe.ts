import { type ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function collect(errors: ValidationError[], parent = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * Bodies and queries are validated and transformed; path params are left exactly as sent. With
 * transform on, ValidationPipe turns a `number` param into `+value` before the param's own pipe runs,
 * so "0x53", "83e0" or " 83" became 83 and named a real row. Path ids go through IdParam
 * (common/entity-id.pipe.ts) instead, which sees the raw text.
 */
class BodyAndQueryValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return value;
    return super.transform(value, metadata);
  }
}

/**
 * The one global ValidationPipe: whitelist, reject unknown fields, transform bodies and queries (not
 * path params). Its 400 carries the first message as `message` (what a toast shows) and every
 * field's messages under `errors`.
 */
export function createValidationPipe(): ValidationPipe {
  return new BodyAndQueryValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      const first = Object.values(fields)[0]?.[0] ?? 'Invalid request';
      return new BadRequestException({ message: first, errors: fields });
    },
  });
}
