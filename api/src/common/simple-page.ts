import { escapeHtml } from './escape-html';

/** The small HTML pages of the links in mail (no app bundle: they must work from any mail client). */
export function simplePage(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    // The site's icon (public-site/dist): without one a browser asks for /favicon.ico, which is a 404.
    `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1020;color:#f4f6fb;font-family:Inter,system-ui,sans-serif}' +
    'main{max-width:420px;padding:32px;background:#141b33;border-radius:12px;text-align:center}h1{font-size:22px;margin:0 0 12px}p{color:#a9b1c7;line-height:1.5}' +
    'button{margin-top:12px;padding:10px 20px;border:0;border-radius:8px;background:#f5b301;color:#0b1020;font-weight:600;font-size:15px;cursor:pointer}</style>' +
    `</head><body><main>${body}</main></body></html>`
  );
}
