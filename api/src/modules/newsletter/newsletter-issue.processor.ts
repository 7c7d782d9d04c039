import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { EpisodeStatus, SubscriberStatus } from '@podcast/contracts';
import type { Job, Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { composeAutomatedMail } from '../automation/automated-mail';
import { buildTemplate, DEFAULT_TEMPLATES, NEWSLETTER_NEW_EPISODE_SEED_KEY } from '../automation/default-automation.seed';
import { EmailTemplateRepository } from '../automation/email-template.repository';
import { publicBaseUrl, siteValues } from '../automation/site-values';
import { renderTemplate, type TemplateParts } from '../automation/template-render';
import { EpisodeSummaries, type EpisodeSummary } from '../episodes/episode-summaries';
import { senderDomain } from '../mail/mail-settings';
import { MailService } from '../mail/mail.service';
import { DeliveryStatus } from './newsletter-delivery.entity';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { absolute, unsubscribePath } from './newsletter-links';
import { NewsletterJobName, type IssueJob } from './newsletter-jobs';
import { NewsletterRepository } from './newsletter.repository';
import { SendThrottle } from './send-throttle';

/** Tries per new-episode mail before it is recorded as failed. */
export const DELIVERY_ATTEMPTS = 3;
const SUMMARY_LENGTH = 280;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
    private readonly episodes: EpisodeSummaries,
    private readonly templates: EmailTemplateRepository,
    private readonly mail: MailService,
  ) {
    this.throttle = new SendThrottle(queue.client, `${config.REDIS_PREFIX}:newsletter:sent-per-minute`, config.NEWSLETTER_SEND_RATE_PER_MINUTE);
  }

  onModuleDestroy(): void {
    this.stopping.abort();
  }

  @Process({ name: NewsletterJobName.Issue, concurrency: 1 })
  async send(job: Job<IssueJob>): Promise<void> {
    const { issueId } = job.data;
    const issue = await this.issues.findIssue(issueId);
    // Without mail the deliveries stay queued; the start-up sweep offers the mailing again.
    if (!issue || !this.mail.configured) return;
    const template = await this.newEpisodeTemplate();
    for (;;) {
      // The rate limit first: a send that waited for the next minute still checks the episode after.
      if (!(await this.throttle.take(this.stopping.signal))) return;
      const episode = await this.episodes.find(issue.episodeId);
      if (!episode || episode.status !== EpisodeStatus.Published) {
        await this.issues.cancel(issueId);
        this.logger.log(`Mailing ${issueId} stopped: episode ${issue.episodeId} is no longer published`);
        return;
      }
      const delivery = await this.issues.claimNext(issueId, this.config.NEWSLETTER_CLAIM_LEASE_MS);
      if (!delivery) break;
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
        if (!last) await new Promise((resolve) => setTimeout(resolve, Math.min(this.config.EMAIL_JOB_BACKOFF_MS, 5000)));
      }
    }
    if (await this.issues.closeIfFinished(issueId)) this.logger.log(`Mailing ${issueId} (episode ${issue.episodeId}) finished`);
  }

  private compose(template: TemplateParts, episode: EpisodeSummary, subscriber: { id: number; email: string; token: string }) {
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
      unsubscribeUrl: absolute(base, unsubscribePath(subscriber.token)),
      messageId: `<newsletter-episode-${episode.id}-${subscriber.id}@${senderDomain(this.mail.settings.from)}>`,
      podcastName: this.config.PODCAST_NAME,
    });
  }

  private async newEpisodeTemplate(): Promise<TemplateParts> {
    const stored = await this.templates.findBySeedKey(NEWSLETTER_NEW_EPISODE_SEED_KEY);
    if (stored) return stored;
    return buildTemplate(DEFAULT_TEMPLATES.find((seed) => seed.seedKey === NEWSLETTER_NEW_EPISODE_SEED_KEY)!);
  }
}
