/**
 * A person-readable name of the browser behind a User-Agent ("Chrome on Windows"), for the sessions
 * list: enough to tell one's own devices apart, not a fingerprint. Order matters: Edge and Opera say
 * "Chrome" too, Chrome says "Safari", and iPadOS says "Macintosh" only with touch (not visible here).
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent.slice(0, 512);
  const browser = /Edg(?:e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl\//i.test(ua)
              ? 'curl'
              : 'Browser';
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return system ? `${browser} on ${system}` : browser;
}
