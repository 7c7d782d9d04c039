import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// One instance with its own options: marked's global defaults are shared by every importer.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What survives of the admin's Markdown: text structure and links. Headings start at h2 (the page's
 * h1 is the episode title); links are http(s) or mailto only and carry rel=nofollow noopener, so a
 * pasted link cannot run script, lend the site's reputation or reach back into the page.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer' } }),
  },
  // rel is allowed because transformTags sets it on every link (a source's own rel is replaced).
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/** Markdown in, sanitised HTML out ('' for blank notes). Pure: the same notes always give the same HTML. */
export function renderShowNotes(notes: string): string {
  if (notes.trim() === '') return '';
  const html = markdown.parse(notes) as string;
  return sanitizeHtml(html, POLICY).trim();
}
