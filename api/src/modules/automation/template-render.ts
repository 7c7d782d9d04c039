import { TEMPLATE_VARIABLES, type TemplateVariable } from '@podcast/contracts';
import { escapeHtml } from '../../common/escape-html';

/** Pure template rendering: {{variable}} tokens in subject and bodies (docs/automation.md). */

const TOKEN = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

export interface TemplateParts {
  subject: string;
  htmlBody: string;
  textBody: string;
}

const KNOWN = new Set<string>(TEMPLATE_VARIABLES);

/** Replaces known tokens with their value (escaped when `escape`); unknown tokens stay as written. */
export function renderText(source: string, values: TemplateValues, escape = false): string {
  return source.replace(TOKEN, (token: string, name: string) => {
    if (!KNOWN.has(name)) return token;
    const value = values[name as TemplateVariable] ?? '';
    return escape ? escapeHtml(value) : value;
  });
}

export function renderTemplate(template: TemplateParts, values: TemplateValues): TemplateParts {
  return {
    // A subject is a header: no line breaks may come in through a value.
    subject: renderText(template.subject, values).replace(/[\r\n]+/g, ' '),
    htmlBody: renderText(template.htmlBody, values, true),
    textBody: renderText(template.textBody, values),
  };
}

/** The variable names a template uses, in order of first appearance (known or not, so a typo shows). */
export function extractVariables(template: TemplateParts): string[] {
  const names = new Set<string>();
  for (const source of [template.subject, template.htmlBody, template.textBody]) {
    for (const match of source.matchAll(TOKEN)) names.add(match[1]);
  }
  return [...names];
}

export interface GuestFields {
  name: string;
  email: string;
  company: string;
  position: string;
  websiteUrl: string;
  socialMediaUrl: string;
  recordingDate: Date | null;
}

export interface SiteValues {
  podcastName: string;
  siteUrl: string;
}

/** "Tuesday, March 2, 2027 at 3:00 PM UTC": recording dates are stored as instants; mail shows them in UTC. */
export function formatRecordingDate(date: Date | null): string {
  if (!date) return '';
  const text = date.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  return `${text} UTC`;
}

export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function guestValues(guest: GuestFields, site: SiteValues): Record<TemplateVariable, string> {
  return {
    name: guest.name.trim(),
    firstName: firstNameOf(guest.name),
    email: guest.email,
    company: guest.company,
    position: guest.position,
    websiteUrl: guest.websiteUrl,
    socialMediaUrl: guest.socialMediaUrl,
    recordingDate: formatRecordingDate(guest.recordingDate),
    podcastName: site.podcastName,
    siteUrl: site.siteUrl,
    ...NO_NEWSLETTER_VALUES,
  };
}

/** The newsletter's variables are empty in a guest's mail (they name no sign-up and no episode). */
const NO_NEWSLETTER_VALUES = {
  confirmUrl: '',
  episodeTitle: '',
  episodeNumber: '',
  episodeGuest: '',
  episodeSummary: '',
  episodeUrl: '',
  episodeArtworkUrl: '',
} as const;

/** Sample values for a test email: every variable shows something plausible. */
export function placeholderValues(site: SiteValues): Record<TemplateVariable, string> {
  const values = guestValues(
    {
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      company: 'Northwind Commerce',
      position: 'Founder & CEO',
      websiteUrl: 'https://www.example.com',
      socialMediaUrl: 'https://www.linkedin.com/in/example',
      recordingDate: new Date(Date.UTC(2030, 2, 14, 15, 0)),
    },
    site,
  );
  return {
    ...values,
    confirmUrl: `${site.siteUrl}/api/newsletter/confirm/sample-token`,
    episodeTitle: 'How to price a SaaS product',
    episodeNumber: '42',
    episodeGuest: 'Alex Morgan',
    episodeSummary: 'What a decade of pricing experiments taught one founder about value, packaging and discounts.',
    episodeUrl: `${site.siteUrl}/episodes/42`,
    episodeArtworkUrl: `${site.siteUrl}/podcast/artwork.jpg`,
  };
}
