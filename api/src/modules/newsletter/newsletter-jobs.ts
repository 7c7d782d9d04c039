/** The newsletter's jobs on the `email` queue (the automation module's runs share that queue). */
export enum NewsletterJobName {
  Confirmation = 'newsletter-confirmation',
  /** Sends one mailing's queued deliveries (a new episode), throttled; several may run at once safely. */
  Issue = 'newsletter-issue',
}

export interface IssueJob {
  issueId: number;
}

export interface ConfirmationJob {
  subscriberId: number;
}
