import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0/2.1/2.2 A and AA rules, plus axe's best practices (landmarks, headings, regions). */
export const WCAG_AA_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** WCAG 2.0/2.1 A and AA rules only. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** axe-core's serious and critical findings on the page as it is now, one line each (empty: none). */
export async function blockingViolations(page: Page, tags: string[] = WCAG_AA_AND_BEST_PRACTICE): Promise<string[]> {
  // @axe-core/playwright names playwright's Page; ours comes from playwright-core, the same class.
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`)
          .join(' | ')}`,
    );
}

/** Fails naming `where` and each finding when axe-core finds anything serious or critical. */
export async function expectNoBlockingViolations(page: Page, where: string, tags?: string[]): Promise<void> {
  const blocking = await blockingViolations(page, tags);
  if (blocking.length > 0) throw new Error(`${where}: axe found ${blocking.join('; ')}`);
}
