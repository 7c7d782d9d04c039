import { AutomationActionType, BookingStatus, OutreachStatus, TriggerField } from '@podcast/contracts';
import { DataSource, In } from 'typeorm';
import { AutomationRuleEntity, RuleAction } from './automation-rule.entity';
import { EmailTemplateEntity } from './email-template.entity';
import { TOMBSTONE_PREFIX } from './seed-tombstone';
import { escapeHtml } from '../../common/escape-html';
import { extractVariables } from './template-render';

/**
 * The default email templates and rules, created at start by seedKey. An existing key is never
 * touched again, so an admin's edits stay, and a deleted seed stays deleted (seed-tombstone.ts).
 */

type Block = string | { link: string; label: string } | { image: string; alt: string; link: string };

interface SeedTemplate {
  seedKey: string;
  name: string;
  subject: string;
  blocks: Block[];
}

interface SeedRule {
  seedKey: string;
  name: string;
  enabled: boolean;
  field: TriggerField;
  value: string;
  actions: Array<{ type: AutomationActionType; template?: string }>;
}

const SIGN_OFF = 'Warm regards,\nThe {{podcastName}} team';

/** The template the newsletter's confirmation mail is rendered from (an admin may edit it). */
export const NEWSLETTER_CONFIRMATION_SEED_KEY = 'newsletter-confirmation';
/** The template of the mail every confirmed subscriber gets when an episode is published. */
export const NEWSLETTER_NEW_EPISODE_SEED_KEY = 'newsletter-new-episode';
/**
 * Templates the site itself sends (system-templates.ts): they can be edited and reset to their
 * default, never deleted, and one deleted by an earlier version comes back at the next start.
 */
export const SYSTEM_TEMPLATE_SEED_KEYS: readonly string[] = [NEWSLETTER_CONFIRMATION_SEED_KEY, NEWSLETTER_NEW_EPISODE_SEED_KEY];

export const DEFAULT_TEMPLATES: SeedTemplate[] = [
  {
    seedKey: 'first-outreach',
    name: 'First outreach',
    subject: '{{firstName}}, would you be a guest on {{podcastName}}?',
    blocks: [
      'Hi {{firstName}},',
      'I host {{podcastName}}, a business podcast and video series where founders and operators share what actually works in ecommerce, online services, retail, coaching and SaaS. Our motto is simple: learn from the best, sell to the rest.',
      "Your work as {{position}} at {{company}} is exactly the kind of story our audience wants to hear, and I'd love to invite you on as a guest.",
      'The conversation takes about 45 minutes, recorded remotely at a time that suits you. We handle the editing and send you the finished episode and clips to share.',
      'Would you be open to it? Just reply to this email and we will find a slot.',
      { link: '{{siteUrl}}', label: 'Watch a few recent episodes' },
      SIGN_OFF,
    ],
  },
  {
    seedKey: 'follow-up',
    name: 'Follow-up',
    subject: 'Following up: your invitation to {{podcastName}}',
    blocks: [
      'Hi {{firstName}},',
      'I wanted to follow up on my note about joining us on {{podcastName}}. I know inboxes get busy, so here is the short version:',
      'We would love to hear how you and the team at {{company}} built what you have, and what you would tell someone starting out today. One conversation of about 45 minutes, recorded remotely, with the editing taken care of.',
      'If the timing is not right, a quick "not now" is completely fine, and I will check back another time.',
      SIGN_OFF,
    ],
  },
  {
    seedKey: 'second-follow-up',
    name: 'Second follow-up',
    subject: 'One last note about {{podcastName}}, {{firstName}}',
    blocks: [
      'Hi {{firstName}},',
      'This is my last nudge, promise. Our invitation to join {{podcastName}} is still open, and your perspective as {{position}} would make for a great episode.',
      'If you would like to do it, reply with a couple of times that work for you in the next few weeks. If not, no hard feelings at all: I will not keep filling your inbox.',
      { link: '{{siteUrl}}', label: 'See what the show is about' },
      SIGN_OFF,
    ],
  },
  {
    seedKey: 'newsletter-welcome',
    name: 'Newsletter welcome',
    subject: 'Welcome to the {{podcastName}} newsletter',
    blocks: [
      'Hi {{firstName}},',
      'Thanks for staying in touch. You will now hear from us when a new episode goes live: honest conversations with the people who build and sell for a living, plus the takeaways worth writing down.',
      'If there is a topic you would like us to cover, or someone you think we should interview, just reply. We read every message.',
      { link: '{{siteUrl}}', label: 'Browse the latest episodes' },
      SIGN_OFF,
    ],
  },
  {
    seedKey: 'booking-confirmation',
    name: 'Booking confirmation',
    subject: "You're booked on {{podcastName}}, {{firstName}}!",
    blocks: [
      'Hi {{firstName}},',
      'Thank you for saying yes. We are thrilled to have you on {{podcastName}}. Your recording is scheduled for {{recordingDate}}.',
      'A few things to make the session easy:',
      '• Find a quiet room and use headphones with a microphone if you have them.\n• Join from a laptop or desktop with a stable connection; video is recorded, so good light in front of you helps.\n• Have a story or two ready about a decision that changed the course of {{company}}.',
      'We will send the recording link shortly before we start. If anything changes, just reply to this email.',
      SIGN_OFF,
    ],
  },
  {
    seedKey: 'recording-reminder',
    name: 'Recording reminder',
    subject: 'Reminder: your {{podcastName}} recording on {{recordingDate}}',
    blocks: [
      'Hi {{firstName}},',
      'A quick reminder that we are recording your episode of {{podcastName}} on {{recordingDate}}.',
      'Please join a few minutes early so we can check sound and video. Headphones, a quiet room and a steady connection are all you need.',
      'If you need to reschedule, reply to this email and we will find another time.',
      'See you soon,\nThe {{podcastName}} team',
    ],
  },
  {
    seedKey: 'thank-you-after-recording',
    name: 'Thank you after recording',
    subject: 'Thank you for joining {{podcastName}}, {{firstName}}',
    blocks: [
      'Hi {{firstName}},',
      'Thank you for a fantastic conversation. Our audience is going to get a lot out of what you shared about {{company}}.',
      'Our team is editing the episode now. We will let you know as soon as it is published, along with a few short clips you are welcome to share with your network.',
      { link: '{{siteUrl}}', label: 'Visit the show' },
      'With gratitude,\nThe {{podcastName}} team',
    ],
  },
  {
    seedKey: 'reschedule',
    name: 'Reschedule after cancellation',
    subject: "Let's find another time, {{firstName}}",
    blocks: [
      'Hi {{firstName}},',
      'We understand plans change. Our invitation to join {{podcastName}} stays open whenever the timing works better for you.',
      'Reply with a few dates that suit you and we will set up a new recording slot.',
      SIGN_OFF,
    ],
  },
  {
    // The newsletter's double opt-in (docs/newsletter.md): sent to every sign-up; {{confirmUrl}} confirms.
    seedKey: NEWSLETTER_CONFIRMATION_SEED_KEY,
    name: 'Newsletter confirmation',
    subject: 'Please confirm your subscription to {{podcastName}}',
    blocks: [
      'Hi,',
      'Someone, hopefully you, asked to receive the {{podcastName}} newsletter at this address. Please confirm that it was you:',
      { link: '{{confirmUrl}}', label: 'Yes, subscribe me' },
      'If you did not ask for it, ignore this email: you will not hear from us again.',
      SIGN_OFF,
    ],
  },
  {
    // Sent to every confirmed subscriber when an episode is published (docs/newsletter.md).
    seedKey: NEWSLETTER_NEW_EPISODE_SEED_KEY,
    name: 'New Episode',
    subject: 'New on {{podcastName}}: {{episodeTitle}}',
    blocks: [
      { image: '{{episodeArtworkUrl}}', alt: 'Artwork of the new episode', link: '{{episodeUrl}}' },
      'Episode {{episodeNumber}} is out: {{episodeTitle}}, with {{episodeGuest}}.',
      '{{episodeSummary}}',
      { link: '{{episodeUrl}}', label: 'Watch the episode' },
      'Enjoy,\nThe {{podcastName}} team',
    ],
  },
];

export const DEFAULT_RULES: SeedRule[] = [
  {
    seedKey: 'rule-first-outreach',
    name: 'Send first outreach email',
    enabled: true,
    field: TriggerField.OutreachStatus,
    value: OutreachStatus.FirstOutreach,
    actions: [{ type: AutomationActionType.SendEmail, template: 'first-outreach' }],
  },
  {
    seedKey: 'rule-warm-up-linkedin',
    name: 'Warm up on LinkedIn',
    enabled: true,
    field: TriggerField.OutreachStatus,
    value: OutreachStatus.WarmUp,
    actions: [{ type: AutomationActionType.AddToLinkedinAudience }],
  },
  {
    seedKey: 'rule-follow-up',
    name: 'Send follow-up email',
    enabled: true,
    field: TriggerField.OutreachStatus,
    value: OutreachStatus.FollowUp,
    actions: [{ type: AutomationActionType.SendEmail, template: 'follow-up' }],
  },
  {
    seedKey: 'rule-newsletter',
    name: 'Welcome to the newsletter',
    enabled: true,
    field: TriggerField.OutreachStatus,
    value: OutreachStatus.Newsletter,
    actions: [{ type: AutomationActionType.SendEmail, template: 'newsletter-welcome' }],
  },
  {
    seedKey: 'rule-second-follow-up',
    name: 'Send second follow-up email',
    enabled: true,
    field: TriggerField.OutreachStatus,
    value: OutreachStatus.SecondFollowUp,
    actions: [{ type: AutomationActionType.SendEmail, template: 'second-follow-up' }],
  },
  {
    seedKey: 'rule-booking-confirmation',
    name: 'Confirm booking',
    enabled: true,
    field: TriggerField.BookingStatus,
    value: BookingStatus.Booked,
    actions: [{ type: AutomationActionType.SendEmail, template: 'booking-confirmation' }, { type: AutomationActionType.UpdateGhlTags }],
  },
  {
    seedKey: 'rule-thank-you',
    name: 'Thank the guest after recording',
    enabled: true,
    field: TriggerField.BookingStatus,
    value: BookingStatus.Recorded,
    actions: [{ type: AutomationActionType.SendEmail, template: 'thank-you-after-recording' }],
  },
  {
    seedKey: 'rule-reschedule',
    name: 'Offer to reschedule after a cancellation',
    enabled: false,
    field: TriggerField.BookingStatus,
    value: BookingStatus.Cancelled,
    actions: [{ type: AutomationActionType.SendEmail, template: 'reschedule' }],
  },
];

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  // Plain text has no pictures: the image block says nothing there (its link follows in another block).
  return 'label' in block ? `${block.label}: ${block.link}` : '';
}

function blockHtml(block: Block): string {
  if (typeof block !== 'string' && 'image' in block)
    return `<p style="margin:0 0 16px"><a href="${block.link}"><img src="${block.image}" alt="${escapeHtml(block.alt)}" width="496" style="display:block;width:100%;max-width:496px;height:auto;border-radius:8px"></a></p>`;
  if (typeof block !== 'string')
    return `<p style="margin:0 0 16px"><a href="${block.link}" style="color:#b7860b;font-weight:600">${escapeHtml(block.label)}</a></p>`;
  return `<p style="margin:0 0 16px">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`;
}

export function buildTemplate(seed: SeedTemplate): Pick<EmailTemplateEntity, 'seedKey' | 'name' | 'subject' | 'htmlBody' | 'textBody' | 'variables'> {
  const textBody = `${seed.blocks
    .map(blockText)
    .filter((text) => text !== '')
    .join('\n\n')}\n`;
  const htmlBody =
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7fb">' +
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px;font-family:Inter,Segoe UI,Arial,sans-serif;font-size:16px;line-height:1.6;color:#0b1020">' +
    seed.blocks.map(blockHtml).join('') +
    '</div></body></html>';
  const parts = { subject: seed.subject, htmlBody, textBody };
  return { seedKey: seed.seedKey, name: seed.name, ...parts, variables: extractVariables(parts) };
}

/** Seed keys already used, live or as a tombstone of a deleted seed. */
async function takenKeys(dataSource: DataSource, entity: typeof EmailTemplateEntity | typeof AutomationRuleEntity, keys: string[]): Promise<Set<string>> {
  const rows: Array<{ seedKey: string | null }> = await dataSource.getRepository(entity).find({
    select: { seedKey: true },
    where: { seedKey: In([...keys, ...keys.map((key) => `${TOMBSTONE_PREFIX}${key}`)]) },
  });
  return new Set(rows.map((row) => (row.seedKey ?? '').replace(TOMBSTONE_PREFIX, '')));
}

/**
 * A system template deleted before deleting was refused is brought back as the admin left it: its
 * tombstone takes its key again (before the seeding, so it is never seeded twice).
 */
async function reviveSystemTemplates(dataSource: DataSource): Promise<void> {
  for (const key of SYSTEM_TEMPLATE_SEED_KEYS) {
    await dataSource
      .createQueryBuilder()
      .update(EmailTemplateEntity)
      .set({ seedKey: key })
      .where('"seedKey" = :tombstone', { tombstone: `${TOMBSTONE_PREFIX}${key}` })
      .andWhere('NOT EXISTS (SELECT 1 FROM email_template live WHERE live."seedKey" = :key)', { key })
      .execute();
  }
}

export async function seedDefaultAutomation(dataSource: DataSource): Promise<void> {
  await reviveSystemTemplates(dataSource);
  const takenTemplates = await takenKeys(
    dataSource,
    EmailTemplateEntity,
    DEFAULT_TEMPLATES.map((t) => t.seedKey),
  );
  const newTemplates = DEFAULT_TEMPLATES.filter((t) => !takenTemplates.has(t.seedKey)).map(buildTemplate);
  // ON CONFLICT DO NOTHING: two processes starting together insert each seed once.
  if (newTemplates.length > 0) await dataSource.createQueryBuilder().insert().into(EmailTemplateEntity).values(newTemplates).orIgnore().execute();
  const templates = await dataSource.getRepository(EmailTemplateEntity).findBy({ seedKey: In(DEFAULT_TEMPLATES.map((t) => t.seedKey)) });
  const templateIds = new Map(templates.map((template) => [template.seedKey, template.id]));

  const takenRules = await takenKeys(
    dataSource,
    AutomationRuleEntity,
    DEFAULT_RULES.map((r) => r.seedKey),
  );
  const rules = DEFAULT_RULES.filter((seed) => !takenRules.has(seed.seedKey)).flatMap((seed) => {
    const actions: RuleAction[] = [];
    for (const action of seed.actions) {
      if (!action.template) {
        actions.push({ type: action.type });
        continue;
      }
      const templateId = templateIds.get(action.template);
      // The admin deleted the template this rule sends: seeding the rule would give it nothing to send.
      if (templateId === undefined) return [];
      actions.push({ type: action.type, templateId });
    }
    return [{ seedKey: seed.seedKey, name: seed.name, enabled: seed.enabled, triggerField: seed.field, triggerValue: seed.value, actions }];
  });
  if (rules.length > 0) await dataSource.createQueryBuilder().insert().into(AutomationRuleEntity).values(rules).orIgnore().execute();
}
