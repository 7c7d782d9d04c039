import { createHash, createVerify, type KeyObject } from 'node:crypto';

/** The tags of a DKIM-Signature header (RFC 6376 §3.5). */
export function dkimTags(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) tags.set(part.slice(0, eq).trim(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  return tags;
}

/** Header fields of a raw message in order: the lower-cased name and the field as written (still folded). */
function headerFields(raw: string): { name: string; field: string }[] {
  const end = raw.indexOf('\r\n\r\n');
  const block = raw.slice(0, end);
  const fields: { name: string; field: string }[] = [];
  for (const line of block.split('\r\n')) {
    if (/^[ \t]/.test(line) && fields.length > 0) fields[fields.length - 1].field += `\r\n${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), field: line });
  }
  return fields;
}

/** "relaxed" header canonicalization (RFC 6376 §3.4.2). */
function relaxedHeader(field: string): string {
  const colon = field.indexOf(':');
  const name = field.slice(0, colon).trim().toLowerCase();
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${name}:${value}`;
}

/** "relaxed" body canonicalization (RFC 6376 §3.4.4). */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
}

/**
 * Verifies an rsa-sha256, relaxed/relaxed DKIM signature (what nodemailer writes) against the public
 * key: the body hash, then the signature over the signed headers. Throws naming what does not match.
 */
export function verifyDkim(raw: string, publicKey: KeyObject): Map<string, string> {
  const fields = headerFields(raw);
  const signature = fields.find((f) => f.name === 'dkim-signature');
  if (!signature) throw new Error('No DKIM-Signature header');
  const tags = dkimTags(signature.field.slice(signature.field.indexOf(':') + 1));
  if (tags.get('a') !== 'rsa-sha256' || tags.get('c') !== 'relaxed/relaxed') throw new Error(`Unexpected a=${tags.get('a')} c=${tags.get('c')}`);

  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');
  if (bodyHash !== tags.get('bh')) throw new Error('DKIM body hash does not match');

  // Each name in h= takes the last not-yet-used instance of that header (§5.4.2).
  const remaining = fields.filter((f) => f !== signature);
  const signed: string[] = [];
  for (const name of (tags.get('h') ?? '').toLowerCase().split(':')) {
    const index = remaining.map((f) => f.name).lastIndexOf(name);
    if (index < 0) continue;
    signed.push(`${relaxedHeader(remaining[index].field)}\r\n`);
    remaining.splice(index, 1);
  }
  // The signature header itself, with b= emptied and no trailing CRLF.
  signed.push(relaxedHeader(signature.field.replace(/\bb=[^;]*/, 'b=')));
  const verifier = createVerify('RSA-SHA256');
  verifier.update(signed.join(''));
  if (!verifier.verify(publicKey, tags.get('b') ?? '', 'base64')) throw new Error('DKIM signature does not verify');
  return tags;
}
