import { ValidateIf } from 'class-validator';

/**
 * Like @IsOptional(), but only an absent field skips validation: `null` is checked like any other
 * value (and so refused by @IsString, @IsInt, @IsBoolean, @IsEnum…). @IsOptional() lets null through
 * unchecked, and it reached NOT NULL columns as a 500. Use @IsOptional() only where null means
 * "clear this field".
 */
export const OptionalField = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
