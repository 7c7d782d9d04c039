/** Escapes text for XML character data and attribute values (both quote kinds). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char).replace(INVALID_XML_CHARS, '');
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Control characters are not allowed in XML 1.0 at all, escaped or not.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** <name attr="…">text</name>, escaped; an undefined or empty text leaves the element out. */
export function element(name: string, text: string | number | undefined | null, attributes: Record<string, string | number> = {}): string {
  if (text === undefined || text === null || text === '') return '';
  return `<${name}${attrs(attributes)}>${escapeXml(String(text))}</${name}>`;
}

export function emptyElement(name: string, attributes: Record<string, string | number>): string {
  return `<${name}${attrs(attributes)}/>`;
}

/** <name attr="…">children</name>: `children` is markup already built by these helpers (escaped). */
export function parentElement(name: string, attributes: Record<string, string | number>, children: readonly string[]): string {
  return `<${name}${attrs(attributes)}>${children.join('')}</${name}>`;
}

function attrs(attributes: Record<string, string | number>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
}
