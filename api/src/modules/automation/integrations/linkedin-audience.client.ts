import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG, EnvironmentVariables } from '../../../config/app-config';
import { IntegrationError, postJson } from './integration-error';
import { withoutTrailingSlashes } from '../../../common/trailing-slashes';

/** LinkedIn matches members by the SHA-256 hex of the trimmed, lower-cased address. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Adds a guest to a LinkedIn Matched Audiences DMP segment (Marketing API, "DMP Segment Users":
 * POST /rest/dmpSegments/{id}/users with X-RestLi-Method BATCH_CREATE).
 */
@Injectable()
export class LinkedinAudienceClient {
  constructor(@Inject(APP_CONFIG) private readonly config: EnvironmentVariables) {}

  get configured(): boolean {
    return Boolean(this.config.LINKEDIN_ACCESS_TOKEN && this.config.LINKEDIN_SEGMENT_ID);
  }

  async addEmail(email: string): Promise<void> {
    const base = withoutTrailingSlashes(this.config.LINKEDIN_API_URL);
    const segment = encodeURIComponent(this.config.LINKEDIN_SEGMENT_ID ?? '');
    const answer = await postJson(
      'LinkedIn',
      `${base}/rest/dmpSegments/${segment}/users`,
      {
        Authorization: `Bearer ${this.config.LINKEDIN_ACCESS_TOKEN}`,
        'LinkedIn-Version': this.config.LINKEDIN_API_VERSION,
        'X-Restli-Protocol-Version': '2.0.0',
        'X-RestLi-Method': 'BATCH_CREATE',
      },
      { elements: [{ action: 'ADD', userIds: [{ idType: 'SHA256_EMAIL', idValue: hashEmail(email) }] }] },
    );
    // A batch call answers 200 with one status per element: the element can fail on its own.
    const status = (answer as { elements?: Array<{ status?: number }> } | null)?.elements?.[0]?.status;
    if (typeof status === 'number' && status >= 400) {
      throw new IntegrationError(`LinkedIn refused the audience member (status ${status})`, status === 429 || status >= 500);
    }
  }
}
