import { BrandLogo } from '../components/brand-logo';
import { NewsletterSection } from '../components/newsletter-section';
import { ParticleBackground } from '../components/particle-background';
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
          Learn from the best, sell to the rest
        </h1>
        <p className="hero__description">
          Candid video interviews with the founders and operators behind fast-growing ecommerce brands, online services, retail chains, coaching practices and SaaS companies. Every episode unpacks what they
          sell, how they sell it, and the decisions you can copy on Monday morning.
        </p>
        <div className="hero__actions">
          <button type="button" className="button button--gold" onClick={() => scrollToSection('episodes')}>
            Start Listening
          </button>
          <button type="button" className="button button--outline" onClick={() => scrollToSection('newsletter')}>
            Join Newsletter
          </button>
        </div>
      </section>
      <div id="episodes" className="home-episodes">
        <RemoteEpisodeGrid layout="home" />
      </div>
      <NewsletterSection />
    </>
  );
}
