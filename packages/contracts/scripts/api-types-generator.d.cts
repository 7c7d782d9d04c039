/** Types of api-types-generator.cjs, for the API's contract test. */
export function generateApiTypes(document: object, handWrittenEnums?: Record<string, string>): string;
export function findHandWrittenEnums(srcDir: string): Record<string, string>;
