import sharp from 'sharp';

/** Brand colour pairs (background gradient) the demo's pictures take in turn, so no two neighbours look alike. */
export const DEMO_PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0f2a4a', '#1f6feb'],
  ['#3b0d2e', '#c2185b'],
  ['#0b3d2e', '#2e9d6b'],
  ['#3d2b0b', '#e08a1e'],
  ['#1b1444', '#6c4ee0'],
  ['#0d3640', '#1aa3b8'],
  ['#40120d', '#d9472b'],
  ['#232a33', '#5b7083'],
];

/** Side of the episode artwork: square and at least 1400 px, so the feeds get item art (docs/artwork.md). */
export const DEMO_ARTWORK_SIDE = 1400;
const PORTRAIT_SIDE = 800;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .slice(0, 2)
    .join('');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to lines of at most `max` characters (SVG text does not wrap by itself). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface ArtworkFacts {
  showName: string;
  episodeNumber: number;
  title: string;
  guestName: string;
  palette: readonly [string, string];
}

/**
 * An episode's cover as SVG: the brand gradient of its palette, the show's name and the episode
 * number, the title on up to three lines and the guest's initials in a ring with their name. The
 * site's cards show the square cover cropped to 16:9 with a play button in the middle, so the title
 * and the guest sit in the middle band (y 306–1094 of 1400), above and below the button; the show's
 * name and number, outside it, are for the square places (podcast apps, the episode page).
 */
export function episodeArtworkSvg({ showName, episodeNumber, title, guestName, palette }: ArtworkFacts): string {
  const side = DEMO_ARTWORK_SIDE;
  // Below the cards' VIDEO badge and above their play button (a long third line may pass under it).
  const lines = wrapWords(title, 27).slice(0, 3);
  const titleText = lines
    .map((line, index) => `<text x="110" y="${500 + index * 78}" font-size="66" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
  </defs>
  <rect width="${side}" height="${side}" fill="url(#bg)"/>
  <circle cx="${side - 120}" cy="260" r="430" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="120" cy="${side - 60}" r="320" fill="#000000" fill-opacity="0.14"/>
  <text x="110" y="170" font-size="52" letter-spacing="6" fill="#ffffff" fill-opacity="0.85">${escapeXml(showName.toUpperCase())}</text>
  <text x="${side - 110}" y="175" font-size="64" font-weight="bold" fill="#ffffff" fill-opacity="0.55" text-anchor="end">#${episodeNumber}</text>
  ${titleText}
  <circle cx="205" cy="955" r="95" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-width="8"/>
  <text x="205" y="982" font-size="74" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initialsOf(guestName))}</text>
  <text x="335" y="925" font-size="42" fill="#ffffff" fill-opacity="0.8">with</text>
  <text x="335" y="990" font-size="62" font-weight="bold" fill="#ffffff">${escapeXml(guestName)}</text>
  <text x="110" y="${side - 110}" font-size="40" letter-spacing="4" fill="#ffffff" fill-opacity="0.6">EPISODE ${episodeNumber}</text>
</svg>`;
}

/** A guest's portrait as SVG: a soft gradient, a head-and-shoulders silhouette and their initials. */
export function portraitSvg(name: string, palette: readonly [string, string]): string {
  const side = PORTRAIT_SIDE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}" font-family="${FONT}">
  <defs>
    <radialGradient id="bg" cx="0.3" cy="0.25" r="1"><stop offset="0" stop-color="${palette[1]}"/><stop offset="1" stop-color="${palette[0]}"/></radialGradient>
  </defs>
  <rect width="${side}" height="${side}" fill="url(#bg)"/>
  <ellipse cx="400" cy="860" rx="330" ry="260" fill="#ffffff" fill-opacity="0.22"/>
  <circle cx="400" cy="330" r="170" fill="#ffffff" fill-opacity="0.22"/>
  <text x="400" y="380" font-size="150" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

/** A 640×360 title card for the demo's video (its frames are this picture). */
export function videoSlideSvg({ showName, episodeNumber, title, guestName, palette }: ArtworkFacts): string {
  const lines = wrapWords(title, 26).slice(0, 3);
  const text = lines
    .map((line, index) => `<text x="40" y="${150 + index * 44}" font-size="36" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="${FONT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#bg)"/>
  <text x="40" y="70" font-size="20" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(showName.toUpperCase())} · EPISODE ${episodeNumber}</text>
  ${text}
  <text x="40" y="320" font-size="24" fill="#ffffff" fill-opacity="0.9">with ${escapeXml(guestName)}</text>
</svg>`;
}

/** Renders an SVG to PNG with sharp (librsvg and the machine's fonts). */
export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
