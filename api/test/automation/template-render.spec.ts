import { TEMPLATE_VARIABLES } from '@podcast/contracts';
import { composeAutomatedMail, runMessageId, unsubscribeUrl } from '../../src/modules/automation/automated-mail';
import {
  DEFAULT_TEMPLATES,
  NEWSLETTER_CONFIRMATION_SEED_KEY,
  NEWSLETTER_NEW_EPISODE_SEED_KEY,
  buildTemplate,
} from '../../src/modules/automation/default-automation.seed';
import { escapeHtml } from '../../src/common/escape-html';
import {
  extractVariables,
  firstNameOf,
  formatRecordingDate,
  guestValues,
  placeholderValues,
  renderTemplate,
  renderText,
} from '../../src/modules/automation/template-render';

const site = { podcastName: 'Learn from the Best', siteUrl: 'https://podcast.example.com' };
const guest = {
  name: '  Ada  Lovelace ',
  email: 'ada@example.com',
  company: 'Analytical <Engines> & Co',
  position: 'Founder',
  websiteUrl: 'https://ada.example.com/?a=1&b=2',
  socialMediaUrl: '',
  recordingDate: new Date('2030-03-14T15:00:00Z'),
};

describe('renderText', () => {
  it('replaces known tokens, with or without inner spaces', () => {
    expect(renderText('Hi {{firstName}}, from {{ podcastName }}!', { firstName: 'Ada', podcastName: 'LFTB' })).toBe('Hi Ada, from LFTB!');
  });

  it('leaves unknown tokens visible exactly as written', () => {
    expect(renderText('Hi {{nickname}} and {{ firstName }}', { firstName: 'Ada' })).toBe('Hi {{nickname}} and Ada');
  });

  it('renders a known variable without a value as empty', () => {
    expect(renderText('[{{company}}]', {})).toBe('[]');
  });

  it('escapes values for HTML when asked, never the template itself', () => {
    expect(renderText('<b>{{company}}</b>', { company: 'A <b> & "C"' }, true)).toBe('<b>A &lt;b&gt; &amp; &quot;C&quot;</b>');
  });
});

describe('renderTemplate', () => {
  it('renders subject, HTML body (escaped) and text body (as is) from the guest', () => {
    const rendered = renderTemplate(
      { subject: '{{firstName}} x {{company}}', htmlBody: '<p>{{company}} {{websiteUrl}}</p>', textBody: '{{company}} {{recordingDate}} {{unknown}}' },
      guestValues(guest, site),
    );
    expect(rendered).toEqual({
      subject: 'Ada x Analytical <Engines> & Co',
      htmlBody: '<p>Analytical &lt;Engines&gt; &amp; Co https://ada.example.com/?a=1&amp;b=2</p>',
      textBody: 'Analytical <Engines> & Co Thursday, March 14, 2030 at 3:00 PM UTC {{unknown}}',
    });
  });

  it('keeps line breaks out of the subject', () => {
    expect(renderTemplate({ subject: 'Hi {{name}}', htmlBody: '', textBody: '' }, { name: 'A\r\nBcc: x@example.com' }).subject).toBe('Hi A Bcc: x@example.com');
  });
});

describe('extractVariables', () => {
  it('lists every token of subject and bodies once, in order of first appearance', () => {
    expect(
      extractVariables({
        subject: '{{podcastName}}: {{firstName}}',
        htmlBody: '<p>{{ firstName }} {{company}}</p>',
        textBody: '{{typo}} {{siteUrl}} {{company}}',
      }),
    ).toEqual(['podcastName', 'firstName', 'company', 'typo', 'siteUrl']);
  });

  it('ignores text that only looks like a token', () => {
    expect(extractVariables({ subject: '{{ }} {{1abc}} {name}', htmlBody: '', textBody: '' })).toEqual([]);
  });
});

describe('guest values', () => {
  it('derives firstName and trims the name', () => {
    expect(firstNameOf('  Ada  Lovelace ')).toBe('Ada');
    expect(guestValues(guest, site)).toMatchObject({
      name: 'Ada  Lovelace',
      firstName: 'Ada',
      podcastName: 'Learn from the Best',
      siteUrl: 'https://podcast.example.com',
    });
  });

  it('formats the recording date in UTC, and empty when unset', () => {
    expect(formatRecordingDate(new Date('2030-03-14T15:00:00Z'))).toBe('Thursday, March 14, 2030 at 3:00 PM UTC');
    expect(formatRecordingDate(null)).toBe('');
  });

  it('gives every template variable a placeholder for test emails', () => {
    const values = placeholderValues(site);
    for (const name of TEMPLATE_VARIABLES) expect(values[name]).not.toBe('');
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('automated mail', () => {
  it('adds the unsubscribe link to both bodies and the one-click headers', () => {
    const url = unsubscribeUrl('https://podcast.example.com/', 'tok_123');
    expect(url).toBe('https://podcast.example.com/api/unsubscribe/tok_123');
    const mail = composeAutomatedMail({
      to: 'ada@example.com',
      rendered: { subject: 'S', htmlBody: '<html><body><p>Hi</p></body></html>', textBody: 'Hi\n' },
      unsubscribeUrl: url,
      messageId: runMessageId(7, 'example.com'),
      podcastName: 'LFTB',
    });
    expect(mail.messageId).toBe('<automation-run-7@example.com>');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.html).toBe(
      `<html><body><p>Hi</p><p style="margin-top:32px;font-size:12px;color:#6b7280">You received this email from LFTB. <a href="${url}">Unsubscribe</a> to stop these emails.</p></body></html>`,
    );
    expect(mail.text).toBe(`Hi\n\n--\nYou received this email from LFTB. Unsubscribe: ${url}\n`);
  });
});

describe('default templates', () => {
  it('use only known variables, and their variables list matches their content', () => {
    for (const seed of DEFAULT_TEMPLATES) {
      const template = buildTemplate(seed);
      expect(template.variables).toEqual(extractVariables(template));
      for (const name of template.variables) expect(TEMPLATE_VARIABLES).toContain(name);
      // A guest's mail greets them by name; the newsletter's confirmation goes to an address only.
      if (seed.seedKey === NEWSLETTER_CONFIRMATION_SEED_KEY) expect(template.textBody).toContain('{{confirmUrl}}');
      else if (seed.seedKey === NEWSLETTER_NEW_EPISODE_SEED_KEY) expect(template.textBody).toContain('{{episodeUrl}}');
      else expect(template.textBody).toContain('{{firstName}}');
    }
  });
});
