import { decodeCursor, encodeCursor } from './keyset-cursor';

describe('keyset cursor', () => {
  it('round-trips a timestamp with microseconds and an id', () => {
    const cursor = { at: '2026-11-15T10:00:00.123456Z', id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('round-trips a row without a timestamp', () => {
    expect(decodeCursor(encodeCursor({ at: null, id: 7 }))).toEqual({ at: null, id: 7 });
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['no separator', Buffer.from('2026-11-15T10:00:00.123456Z').toString('base64url')],
    ['a millisecond timestamp', Buffer.from('2026-11-15T10:00:00.123Z|4').toString('base64url')],
    ['an impossible date', Buffer.from('2026-13-45T10:00:00.123456Z|4').toString('base64url')],
    ['id zero', Buffer.from('|0').toString('base64url')],
    ['an id past int4', Buffer.from('|2147483648').toString('base64url')],
    ['extra parts', Buffer.from('|4|5').toString('base64url')],
    ['SQL in the id', Buffer.from("|4' OR 1=1").toString('base64url')],
    ['too long', 'A'.repeat(65)],
  ])('refuses %s', (_name, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
