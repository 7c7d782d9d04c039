import { formatDuration, formatTransferBytes } from './file-rows';

describe('the transfer line of an upload in flight', () => {
  it('writes bytes with one decimal in the largest unit under 1024', () => {
    expect(formatTransferBytes(0)).toBe('0 bytes');
    expect(formatTransferBytes(1536)).toBe('1.5 KB');
    expect(formatTransferBytes(9.7 * 1024 * 1024)).toBe('9.7 MB');
    expect(formatTransferBytes(20 * 1024 * 1024)).toBe('20.0 MB');
    expect(formatTransferBytes(3 * 1024 * 1024 * 1024)).toBe('3.0 GB');
  });

  it('writes the time left in seconds, minutes or hours', () => {
    expect(formatDuration(6)).toBe('6 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
    expect(formatDuration(3725)).toBe('1 h 2 min');
  });
});
