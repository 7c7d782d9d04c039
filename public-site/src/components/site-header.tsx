import { Link, NavLink, useLocation, useNavigate } from '../lib/router';
import { scrollToSection, scrollToTop } from '../lib/scroll';
import { BrandLogo } from './brand-logo';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/episodes', label: 'Episodes' },
  { to: '/about', label: 'About' },
];

/** Spec §2: fixed header; links scroll smoothly to the top; Join Newsletter scrolls on home, else goes to /#newsletter. */
export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();

  const joinNewsletter = () => {
    if (location.pathname === '/' && scrollToSection('newsletter')) return;
    navigate('/#newsletter');
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="Learn from the Best, home" onClick={scrollToTop}>
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="site-header__link" onClick={scrollToTop}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <button type="button" className="button button--gold site-header__cta" onClick={joinNewsletter} aria-label="Join Newsletter">
          <span className="site-header__cta-long">Join </span>Newsletter
        </button>
      </div>
    </header>
  );
}
