import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../../../config/app-config';
import { postJson } from './integration-error';
import { withoutTrailingSlashes } from '../../../common/trailing-slashes';

export interface GhlContact {
  email: string;
  name: string;
  companyName?: string;
  website?: string;
}

/** GoHighLevel (LeadConnector API v2): upserts a contact by email with tags. */
@Injectable()
export class GhlContactsClient {
  constructor(@Inject(APP_CONFIG) private readonly config: EnvironmentVariables) {}

  get configured(): boolean {
    return Boolean(this.config.GHL_API_KEY && this.config.GHL_LOCATION_ID);
  }

  /** GHL_TAGS when set, else the value that fired the rule. */
  tagsFor(triggerValue: string): string[] {
    const configured = (this.config.GHL_TAGS ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    return configured.length > 0 ? configured : [triggerValue];
  }

  async upsertWithTags(contact: GhlContact, tags: string[]): Promise<void> {
    const base = withoutTrailingSlashes(this.config.GHL_API_URL);
    const body: Record<string, unknown> = { locationId: this.config.GHL_LOCATION_ID, email: contact.email, name: contact.name, tags };
    if (contact.companyName) body.companyName = contact.companyName;
    if (contact.website) body.website = contact.website;
    await postJson(
      'GoHighLevel',
      `${base}/contacts/upsert`,
      { Authorization: `Bearer ${this.config.GHL_API_KEY}`, Version: this.config.GHL_API_VERSION },
      body,
    );
  }
}
