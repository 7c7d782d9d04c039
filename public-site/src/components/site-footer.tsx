import { Link } from '../lib/router';
import { useSiteConfig, type SocialNetwork } from '../lib/site-config';
import { scrollToTop } from '../lib/scroll';
import { BrandLogo } from './brand-logo';
import { FollowLinksList } from './follow-show';
import { SOCIAL_LABELS, SocialIcon } from './social-icons';

const NETWORKS: SocialNetwork[] = ['x', 'linkedin', 'youtube'];

/** Footer of every public page: Quick Links, Legal, Follow the show and the social buttons configured at runtime. */
export function SiteFooter() {
  const { social, follow } = useSiteConfig();
  const networks = NETWORKS.filter((network) => social[network]);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandLogo />
          <p>
            Learn from the best, sell to the rest. Candid interviews with the people building ecommerce brands, online services, retail chains, coaching
            practices and SaaS companies.
          </p>
          {networks.length > 0 && (
            <div className="site-footer__social">
              {networks.map((network) => (
                <a
                  key={network}
                  className="social-button"
                  href={social[network] ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={SOCIAL_LABELS[network]}
                >
                  <SocialIcon network={network} />
                </a>
              ))}
            </div>
          )}
        </div>
        <nav className="site-footer__column" aria-label="Quick Links">
          <h2>Quick Links</h2>
          <Link to="/episodes" onClick={scrollToTop}>
            Episodes
          </Link>
          <Link to="/about" onClick={scrollToTop}>
            About
          </Link>
          <Link to="/#newsletter">Newsletter</Link>
        </nav>
        <nav className="site-footer__column" aria-label="Legal">
          <h2>Legal</h2>
          <Link to="/privacy-policy" onClick={scrollToTop}>
            Privacy Policy
          </Link>
          <Link to="/terms-of-service" onClick={scrollToTop}>
            Terms of Service
          </Link>
        </nav>
        <nav className="site-footer__column" aria-label="Follow the show">
          <h2>Follow the show</h2>
          <FollowLinksList follow={follow} className="follow-list--column" />
        </nav>
      </div>
      <p className="site-footer__copy">© {new Date().getFullYear()} Learn from the Best. All rights reserved.</p>
    </footer>
  );
}
