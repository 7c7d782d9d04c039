import { Injectable } from '@nestjs/common';
import { AutomationActionType, AutomationSkipReason } from '@podcast/contracts';
import type { BookingEntity } from '../bookings/booking.entity';
import { NOT_CONFIGURED_MESSAGE } from '../mail/mail-settings';
import { MailService } from '../mail/mail.service';
import { GhlContactsClient } from './integrations/ghl-contacts.client';
import { LinkedinAudienceClient } from './integrations/linkedin-audience.client';

/** Why an action will not run for a guest: the code screens phrase, and the run history's sentence. */
export interface ActionSkip {
  reason: AutomationSkipReason;
  detail: string;
}

/** Which outside services are set up (mail, LinkedIn, GoHighLevel). */
export interface ActionReadiness {
  mail: boolean;
  linkedin: boolean;
  ghl: boolean;
}

export const NO_EMAIL_DETAIL = 'The guest has no email address';
export const LINKEDIN_NOT_CONFIGURED = 'LinkedIn is not configured (LINKEDIN_ACCESS_TOKEN, LINKEDIN_SEGMENT_ID)';
export const GHL_NOT_CONFIGURED = 'GoHighLevel is not configured (GHL_API_KEY, GHL_LOCATION_ID)';

const noEmail: ActionSkip = { reason: AutomationSkipReason.NoEmail, detail: NO_EMAIL_DETAIL };

/**
 * The one rule for skipping an action of a fired rule, asked twice: when the status change queues
 * it (so the answer says "queued" only for what will really be tried) and by the runner when it runs
 * (the guest or the settings may have changed since). Null: the action is tried.
 */
export function actionSkip(type: AutomationActionType, guest: Pick<BookingEntity, 'email' | 'optedOutAt'>, ready: ActionReadiness): ActionSkip | null {
  if (guest.optedOutAt) return { reason: AutomationSkipReason.OptedOut, detail: `The guest unsubscribed on ${guest.optedOutAt.toISOString().slice(0, 10)}` };
  const hasEmail = guest.email.trim() !== '';
  switch (type) {
    case AutomationActionType.SendEmail:
      if (!hasEmail) return noEmail;
      return ready.mail ? null : { reason: AutomationSkipReason.MailNotConfigured, detail: NOT_CONFIGURED_MESSAGE };
    case AutomationActionType.AddToLinkedinAudience:
      if (!ready.linkedin) return { reason: AutomationSkipReason.IntegrationNotConfigured, detail: LINKEDIN_NOT_CONFIGURED };
      return hasEmail ? null : noEmail;
    case AutomationActionType.UpdateGhlTags:
      if (!ready.ghl) return { reason: AutomationSkipReason.IntegrationNotConfigured, detail: GHL_NOT_CONFIGURED };
      return hasEmail ? null : noEmail;
    default:
      return null;
  }
}

/** What is set up, as the clients that would do the work say (the API and the worker read the same settings). */
@Injectable()
export class ActionReadinessService {
  constructor(
    private readonly mail: MailService,
    private readonly linkedin: LinkedinAudienceClient,
    private readonly ghl: GhlContactsClient,
  ) {}

  current(): ActionReadiness {
    return { mail: this.mail.configured, linkedin: this.linkedin.configured, ghl: this.ghl.configured };
  }
}
