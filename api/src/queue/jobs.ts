import type { AutomationActionType, TriggerField } from '@podcast/contracts';

/** The Bull queues. */
export enum QueueName {
  Transcode = 'transcode',
  Email = 'email',
}

export const QUEUE_NAMES = Object.values(QueueName);

/** What a registry entry says about one job: its queue, its name on that queue, and who processes it. */
export interface JobDefinition<Payload> {
  readonly queue: QueueName;
  readonly name: string;
  /** The class and method that process it (documentation: the decorator there names this entry). */
  readonly processor: string;
  /** Only carries the payload type (never set): `PayloadOf<typeof JOBS.x>`. */
  readonly payload?: Payload;
}

const job =
  <Payload>() =>
  (definition: Omit<JobDefinition<Payload>, 'payload'>): JobDefinition<Payload> =>
    definition;

export interface RuleJobStep {
  runId: number;
  type: AutomationActionType;
  templateId?: number;
}

/** A snapshot taken when the rule fired: editing the rule later does not change a queued run. */
export interface RunRuleJob {
  ruleId: number;
  bookingId: number;
  trigger: { field: TriggerField; value: string };
  steps: RuleJobStep[];
}

export interface IssueJob {
  issueId: number;
}

export interface ConfirmationJob {
  subscriberId: number;
}

export interface TranscodeJobData {
  assetId: number;
}

export interface OldVersionFilesJob {
  assetId: number;
}

/**
 * Every job of the product, in one place (docs/architecture.md, "Job layer"). A producer writes an
 * outbox row for one of these (OutboxService.add) and a consumer binds to one (`@ProcessJob(JOBS.x, concurrency)`, queue/job-context.ts),
 * so both sides are typed from the same entry and a job name cannot drift between them.
 */
export const JOBS = {
  /** Runs one fired automation rule's actions for one guest, in order. */
  automationRunRule: job<RunRuleJob>()({ queue: QueueName.Email, name: 'automation.run-rule', processor: 'EmailQueueProcessor.runRule' }),
  /** The double opt-in mail of one sign-up. */
  newsletterConfirmation: job<ConfirmationJob>()({
    queue: QueueName.Email,
    name: 'newsletter-confirmation',
    processor: 'NewsletterMailProcessor.confirmation',
  }),
  /** Sends one mailing's queued deliveries (a new episode), throttled; several may run at once safely. */
  newsletterIssue: job<IssueJob>()({ queue: QueueName.Email, name: 'newsletter-issue', processor: 'NewsletterIssueProcessor.send' }),
  /** Transcodes one edited video into its renditions and poster. */
  transcodeAsset: job<TranscodeJobData>()({ queue: QueueName.Transcode, name: 'transcode-asset', processor: 'TranscodeProcessor.handle' }),
  /** Removes an older edited version's renditions, ladder and poster once a newer one has been served for the grace period. */
  removeOldVersionFiles: job<OldVersionFilesJob>()({
    queue: QueueName.Transcode,
    name: 'remove-old-version-files',
    processor: 'OldVersionFiles.remove',
  }),
} as const;

export type JobKey = keyof typeof JOBS;
export type PayloadOf<Definition> = Definition extends JobDefinition<infer Payload> ? Payload : never;

/** The options of Bull's Process decorator for a registry entry (ProcessJob): the consumer names the entry, not a string. */
export function processOptions(definition: JobDefinition<unknown>, concurrency: number): { name: string; concurrency: number } {
  return { name: definition.name, concurrency };
}

/** The registry entry of a queue's job name (the outbox sweep and Bull's events see names only). */
export function jobByName(queue: string, name: string): JobDefinition<unknown> | undefined {
  return Object.values(JOBS).find((definition) => definition.queue === queue && definition.name === name);
}
