import { InjectQueue, Processor } from '@nestjs/bull';
import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { SubscriberStatus } from '@podcast/contracts';
import type { Job, Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { ProcessJob } from '../../queue/job-context';
import { QueueName, JOBS, type IssueJob } from '../../queue/jobs';
import { composeAutomatedMail } from '../automation/automated-mail';
import { NEWSLETTER_NEW_EPISODE_SEED_KEY } from '../automation/default-automation.seed';
import { EmailTemplateRepository } from '../automation/email-template.repository';
import { publicBaseUrl, siteValues } from '../automation/site-values';
import { renderTemplate, type TemplateParts } from '../automation/template-render';
import type { EpisodeEntity } from '../episodes/episode.entity';
import { PublishedEpisodes } from '../public-catalogue/published-episodes';
import { senderDomain } from '../mail/mail-settings';
import { MailService } from '../mail/mail.service';
import { DeliveryStatus } from './newsletter-delivery.entity';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { absolute, unsubscribePath } from './newsletter-links';
import { NewsletterRepository } from './newsletter.repository';
import { SendThrottle } from './send-throttle';

/** Tries per new-episode mail before it is recorded as failed. */
export const DELIVERY_ATTEMPTS = 3;
const SUMMARY_LENGTH = 280;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Waits `ms`; false when `signal` aborted the wait (shutdown). */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    function stop(): void {
      clearTimeout(timer);
      resolve(false);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

function summaryOf(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length <= SUMMARY_LENGTH ? text : `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/**
 * Sends a new episode's mailing (docs/newsletter.md): claims one delivery at a time, checks the
 * episode is still published and the subscriber still confirmed, waits for the shared rate limit,
 * sends, and records the outcome. Several jobs (and workers) may work on one mailing: each row is
 * claimed by exactly one. Every mail of an episode to a subscriber carries the same Message-ID, so
 * the one a killed worker may have sent just before dying is a duplicate receivers drop.
 */
@Processor(QueueName.Email)
export class NewsletterIssueProcessor implements OnModuleDestroy {
  private readonly logger = new Logger('NewsletterIssue');
  private readonly throttle: SendThrottle;
  /** Aborted at shutdown: a job waiting for the rate limit ends at once (its mail stays queued for the next start). */
  private readonly stopping = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @InjectQueue(QueueName.Email) queue: Queue,
    private readonly issues: NewsletterIssueRepository,
    private readonly subscribers: NewsletterRepository,
    private readonly published: PublishedEpisodes,
    private readonly templates: EmailTemplateRepository,
    private readonly mail: MailService,
  ) {
    this.throttle = new SendThrottle(queue.client, `${config.REDIS_PREFIX}:newsletter:sent-per-minute`, config.NEWSLETTER_SEND_RATE_PER_MINUTE);
  }

  onModuleDestroy(): void {
    this.stopping.abort();
  }

  @ProcessJob(JOBS.newsletterIssue, 1)
  async send(job: Job<IssueJob>): Promise<void> {
    const { issueId } = job.data;
    const issue = await this.issues.findIssue(issueId);
    // Without mail the deliveries stay queued; the next start with mail configured offers the mailing again.
    if (!issue || !this.mail.configured) return;
    const template = await this.templates.seededOrBuiltIn(NEWSLETTER_NEW_EPISODE_SEED_KEY);
    for (;;) {
      if (!(await this.stillPublished(issueId, issue.episodeId))) return;
      if (!(await this.issues.hasClaimable(issueId, this.config.NEWSLETTER_CLAIM_LEASE_MS))) {
        if (!(await this.issues.hasInFlight(issueId))) break;
        // The rest is claimed by another worker: wait until it is sent, or until the claim lapses (a
        // worker that died), then take it over; no mailing waits for Bull to notice a dead worker.
        if (!(await pause(Math.min(1000, this.config.NEWSLETTER_CLAIM_LEASE_MS / 2), this.stopping.signal))) return;
        continue;
      }
      // The shared rate limit before claiming, so no row is held while waiting for the next minute;
      // the episode is checked again after the wait (it may have been unpublished meanwhile).
      if (!(await this.throttle.take(this.stopping.signal))) return;
      const episode = await this.stillPublished(issueId, issue.episodeId);
      if (!episode) return;
      const delivery = await this.issues.claimNext(issueId, this.config.NEWSLETTER_CLAIM_LEASE_MS);
      if (!delivery) continue;
      const subscriber = await this.subscribers.findById(delivery.subscriberId);
      if (!subscriber || subscriber.status !== SubscriberStatus.Confirmed) {
        await this.issues.finishDelivery(delivery.id, DeliveryStatus.Cancelled, 'The subscriber left before it was sent');
        continue;
      }
      try {
        await this.mail.send(this.compose(template, episode, subscriber));
        await this.issues.finishDelivery(delivery.id, DeliveryStatus.Sent, null);
      } catch (error) {
        const last = delivery.attempts >= DELIVERY_ATTEMPTS;
        await this.issues.finishDelivery(delivery.id, last ? DeliveryStatus.Failed : DeliveryStatus.Queued, errorText(error));
        this.logger.warn(`New-episode mail ${delivery.id} (attempt ${delivery.attempts}) failed${last ? ' for good' : ''}: ${errorText(error)}`);
        // A refusing server: give it a moment before the next try rather than spinning through the list.
        if (!last && !(await pause(Math.min(this.config.EMAIL_JOB_BACKOFF_MS, 5000), this.stopping.signal))) return;
      }
    }
    if (await this.issues.closeIfFinished(issueId)) this.logger.log(`Mailing ${issueId} (episode ${issue.episodeId}) finished`);
  }

  /** The episode while it is published; otherwise null, and what is queued of the mailing is cancelled. */
  private async stillPublished(issueId: number, episodeId: number): Promise<EpisodeEntity | null> {
    const record = await this.published.find(episodeId);
    if (record) return record.episode;
    await this.issues.cancel(issueId);
    this.logger.log(`Mailing ${issueId} stopped: episode ${episodeId} is no longer published`);
    return null;
  }

  private compose(template: TemplateParts, episode: EpisodeEntity, subscriber: { id: number; email: string; unsubscribeToken: string }) {
    const base = publicBaseUrl(this.config);
    const artwork = episode.artwork?.ogImage ?? episode.thumbnailUrl ?? this.config.PODCAST_ARTWORK_URL ?? '/podcast/artwork.jpg';
    const rendered = renderTemplate(template, {
      ...siteValues(this.config),
      email: subscriber.email,
      episodeTitle: episode.title,
      episodeNumber: String(episode.episodeNumber),
      episodeGuest: episode.guestName ?? 'our guest',
      episodeSummary: summaryOf(episode.description),
      episodeUrl: `${base}/episodes/${episode.id}`,
      episodeArtworkUrl: /^https?:\/\//i.test(artwork) ? artwork : absolute(base, artwork.startsWith('/') ? artwork : `/${artwork}`),
    });
    return composeAutomatedMail({
      to: subscriber.email,
      rendered,
      unsubscribeUrl: absolute(base, unsubscribePath(subscriber.unsubscribeToken)),
      messageId: `<newsletter-episode-${episode.id}-${subscriber.id}@${senderDomain(this.mail.settings.from)}>`,
      podcastName: this.config.PODCAST_NAME,
    });
  }
}
