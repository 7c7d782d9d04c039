import { useSiteConfig, type FollowApp, type FollowLinks } from '../lib/site-config';

/**
 * "Follow the show" (issue 15 item 4): Apple Podcasts, Spotify and YouTube when their settings are
 * set (FOLLOW_*_URL, read from /config/site.json), and the two RSS feeds always. One list of
 * buttons, used on home, in the footer and on each episode page. The icons are tiny inline SVGs in
 * each service's own colours, kept as <symbol>s in index.html: no icon package, and no bytes of the
 * home page's JavaScript, whose budget is tight (docs/performance.md).
 */
interface FollowTarget {
  key: FollowApp | 'rss' | 'rssAudio';
  /** The accessible name; it contains the visible text (WCAG 2.5.3). */
  label: string;
  text: string;
  /** The icon's <symbol> in public-site/index.html. */
  icon: string;
}

const TARGETS: FollowTarget[] = [
  { key: 'applePodcasts', label: 'Follow on Apple Podcasts', text: 'Apple Podcasts', icon: 'apple-podcasts' },
  { key: 'spotify', label: 'Follow on Spotify', text: 'Spotify', icon: 'spotify' },
  { key: 'youtube', label: 'Watch on YouTube', text: 'YouTube', icon: 'youtube' },
  { key: 'rss', label: 'RSS feed', text: 'RSS', icon: 'rss' },
  { key: 'rssAudio', label: 'Audio RSS feed', text: 'Audio RSS', icon: 'rss' },
];

/**
 * The buttons themselves. The apps open in a new tab; the feeds are plain same-tab links to paths
 * the public router does not own, so the browser loads the XML (public-site/src/lib/router.tsx).
 */
export function FollowLinksList({ follow, className }: { follow: FollowLinks; className: string }) {
  return (
    <ul className={`follow-list ${className}`}>
      {TARGETS.map(({ key, label, text, icon }) => {
        const href = follow[key];
        if (!href) return null;
        const feed = key === 'rss' || key === 'rssAudio';
        return (
          <li key={key}>
            <a href={href} aria-label={label} {...(feed ? { type: 'application/rss+xml' } : { target: '_blank', rel: 'noopener noreferrer' })}>
              <svg width="20" height="20" aria-hidden="true" focusable="false">
                <use href={`#icon-${icon}`} />
              </svg>
              <span>{text}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The panel on home (under the hero) and on each episode page (under the episode). */
export function FollowShow({ id }: { id: string }) {
  const { follow } = useSiteConfig();
  return (
    <section className="follow-show" aria-labelledby={id} data-testid="follow-show">
      <div className="follow-show__text">
        <h2 id={id} className="follow-show__heading">
          Follow the show
        </h2>
        <p>Every new interview arrives on its own in your podcast app, or by RSS.</p>
      </div>
      <FollowLinksList follow={follow} className="follow-list--buttons" />
    </section>
  );
}
