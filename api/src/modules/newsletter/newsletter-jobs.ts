/** The newsletter's jobs on the `email` queue (the automation module's runs share that queue). */
export enum NewsletterJobName {
  Confirmation = 'newsletter-confirmation',
}

export interface ConfirmationJob {
  subscriberId: number;
}
