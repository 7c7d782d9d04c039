/**
 * A deliberately small, strict XML reader for unit tests (the real feed parser, rss-parser, is used
 * in feeds.rss-parser.e2e-spec.ts): elements, attributes, text, CDATA, the five named entities and
 * numeric references. Throws on anything not well-formed: unbalanced or mismatched tags, a raw `<` or
 * `&` in text, an unknown entity, duplicate attributes, text or a second element after the root.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  if (raw.includes('<')) throw new Error(`raw < at ${where}`);
  return raw.replace(/&([^;]*);|&/g, (_whole, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`raw & at ${where}`);
    if (entity in NAMED) return NAMED[entity]!;
    const numeric = /^#(x[0-9a-fA-F]+|\d+)$/.exec(entity);
    if (!numeric) throw new Error(`unknown entity &${entity}; at ${where}`);
    const code = numeric[1]!.startsWith('x') ? parseInt(numeric[1]!.slice(1), 16) : Number(numeric[1]);
    return String.fromCodePoint(code);
  });
}

export function parseXml(xml: string): XmlElement {
  let pos = 0;
  const skipSpace = () => {
    while (pos < xml.length && /\s/.test(xml[pos]!)) pos += 1;
  };
  skipSpace();
  if (xml.startsWith('<?xml', pos)) {
    const end = xml.indexOf('?>', pos);
    if (end < 0) throw new Error('unterminated declaration');
    pos = end + 2;
  }
  skipSpace();

  const readElement = (): XmlElement => {
    if (xml[pos] !== '<') throw new Error(`expected < at ${pos}`);
    pos += 1;
    const name = NAME.exec(xml.slice(pos))?.[0];
    if (!name) throw new Error(`bad tag name at ${pos}`);
    pos += name.length;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (xml.startsWith('/>', pos)) {
        pos += 2;
        return element;
      }
      if (xml[pos] === '>') {
        pos += 1;
        break;
      }
      const attribute = NAME.exec(xml.slice(pos))?.[0];
      if (!attribute) throw new Error(`bad attribute at ${pos}`);
      pos += attribute.length;
      skipSpace();
      if (xml[pos] !== '=') throw new Error(`expected = at ${pos}`);
      pos += 1;
      skipSpace();
      const quote = xml[pos];
      if (quote !== '"' && quote !== "'") throw new Error(`expected quote at ${pos}`);
      const end = xml.indexOf(quote, pos + 1);
      if (end < 0) throw new Error('unterminated attribute');
      if (attribute in element.attributes) throw new Error(`duplicate attribute ${attribute}`);
      element.attributes[attribute] = decode(xml.slice(pos + 1, end), pos);
      pos = end + 1;
    }
    for (;;) {
      if (pos >= xml.length) throw new Error(`unclosed <${name}>`);
      if (xml.startsWith('</', pos)) {
        pos += 2;
        const closing = NAME.exec(xml.slice(pos))?.[0];
        if (closing !== name) throw new Error(`</${closing}> closes <${name}> at ${pos}`);
        pos += closing.length;
        skipSpace();
        if (xml[pos] !== '>') throw new Error(`expected > at ${pos}`);
        pos += 1;
        return element;
      }
      if (xml.startsWith('<![CDATA[', pos)) {
        const end = xml.indexOf(']]>', pos);
        if (end < 0) throw new Error('unterminated CDATA');
        element.text += xml.slice(pos + 9, end);
        pos = end + 3;
      } else if (xml[pos] === '<') {
        element.children.push(readElement());
      } else {
        const end = xml.indexOf('<', pos);
        element.text += decode(xml.slice(pos, end < 0 ? xml.length : end), pos);
        pos = end < 0 ? xml.length : end;
      }
    }
  };

  const root = readElement();
  skipSpace();
  if (pos !== xml.length) throw new Error(`content after the root element at ${pos}`);
  return root;
}

/** The first child element named `name`, or throws (a test then fails with the path it looked for). */
export function child(element: XmlElement, name: string): XmlElement {
  const found = element.children.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`<${element.name}> has no <${name}>`);
  return found;
}

export const children = (element: XmlElement, name: string) => element.children.filter((candidate) => candidate.name === name);
