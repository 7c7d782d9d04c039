import { DEFAULT_TEMPLATES, NEWSLETTER_CONFIRMATION_SEED_KEY, NEWSLETTER_NEW_EPISODE_SEED_KEY, SYSTEM_TEMPLATE_SEED_KEYS } from './default-automation.seed';

/*
 * System templates (SYSTEM_TEMPLATE_SEED_KEYS): mail the site itself sends. An admin may edit them and
 * reset them to their default, never delete them, as that would silently take away what every
 * sign-up and every subscriber receives.
 */

/** What each system template is for, in the refusal of a delete. */
const SYSTEM_TEMPLATE_USES: Record<string, string> = {
  [NEWSLETTER_CONFIRMATION_SEED_KEY]: 'every newsletter sign-up gets it to confirm the address',
  [NEWSLETTER_NEW_EPISODE_SEED_KEY]: 'every confirmed subscriber gets it when an episode is published',
};

export const isSystemTemplate = (seedKey: string | null): boolean => seedKey !== null && SYSTEM_TEMPLATE_SEED_KEYS.includes(seedKey);

/** The refusal of DELETE for a system template: what it is for, and what can be done instead. */
export function systemTemplateDeleteRefusal(name: string, seedKey: string): string {
  return `"${name}" is a system template: ${SYSTEM_TEMPLATE_USES[seedKey] ?? 'the site sends it'}. It can be edited or reset to its default, but not deleted.`;
}

/** The built-in default of a seeded template, or undefined for a template an admin created. */
export const defaultTemplateSeed = (seedKey: string | null) => DEFAULT_TEMPLATES.find((seed) => seed.seedKey === seedKey);
