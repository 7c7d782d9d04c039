import { ParticleBackground } from '@podcast/web-kit';
import { BrandLogo } from '../components/brand-logo';
import { FollowShow } from '../components/follow-show';
import hero from './hero.json';
import { NewsletterSection } from '../components/newsletter-section';
import { usePageMeta } from '../lib/page-meta';
import { scrollToSection } from '../lib/scroll';
import { RemoteEpisodeGrid } from '../remotes/episode-remotes';

export function HomePage() {
  usePageMeta(
    'Learn from the best, sell to the rest | Business Podcast & Video Interviews',
    'Watch in-depth video interviews with the leaders behind top ecommerce brands, online services, retail, coaching and SaaS companies, and learn the strategies that made them grow.',
  );
  return (
    <>
      <ParticleBackground />
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero__logo">
          <BrandLogo size={72} showName={false} />
        </div>
        <h1 id="hero-heading" className="hero__title">
          {hero.title}
        </h1>
        <p className="hero__description">{hero.description}</p>
        <div className="hero__actions">
          <button type="button" className="button button--gold" onClick={() => scrollToSection('episodes')}>
            Start Listening
          </button>
          <button type="button" className="button button--outline" onClick={() => scrollToSection('newsletter')}>
            Join Newsletter
          </button>
        </div>
      </section>
      <FollowShow id="follow-show-heading" />
      <div id="episodes" className="home-episodes">
        <RemoteEpisodeGrid layout="home" />
      </div>
      <NewsletterSection />
    </>
  );
}
