import { Link } from '../lib/router';
import { usePageMeta } from '../lib/page-meta';

export function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy Policy | Learn from the Best',
    'How Learn from the Best collects, uses and protects the personal data of visitors, viewers and newsletter subscribers.',
  );
  return (
    <article className="page prose">
      <h1>Privacy Policy</h1>
      <p className="page__meta">Last updated: November 2026</p>
      <p>
        This policy explains what personal data the Learn from the Best podcast and video site (&quot;we&quot;, &quot;us&quot;) collects when you visit the
        site, watch episodes or join our newsletter, why we collect it, and the choices you have. We keep the data we collect to the minimum we need to run the
        show.
      </p>
      <h2>1. Data we collect</h2>
      <ul>
        <li>
          <strong>Newsletter sign-ups.</strong> When you join the newsletter we store the email address you give us and the date you subscribed.
        </li>
        <li>
          <strong>Viewing statistics.</strong> When you start an episode we count a play for that episode. The count is anonymous: it is not linked to your
          name, email address or device.
        </li>
        <li>
          <strong>Technical data.</strong> Our servers keep short-lived logs of requests (IP address, browser type, the page requested and the time) to keep the
          site secure and to diagnose errors.
        </li>
        <li>
          <strong>Guest and business contacts.</strong> If we invite you to appear on the show, we keep the professional contact details you or your company
          have published, and our correspondence with you.
        </li>
      </ul>
      <p>
        We do not use advertising trackers, and visitors to the public pages are not given tracking cookies. Cookies are only set for our staff when they sign
        in to the back office.
      </p>
      <h2>2. How we use your data</h2>
      <ul>
        <li>To send the newsletter you asked for: announcements of new episodes and related insights.</li>
        <li>To understand which episodes are watched, so we can plan better conversations.</li>
        <li>To operate, secure and improve the site, and to prevent abuse.</li>
        <li>To arrange and publish interviews with guests who agreed to appear.</li>
      </ul>
      <p>We rely on your consent for the newsletter, and on our legitimate interest in running a secure, useful site for everything else.</p>
      <h2>3. Sharing</h2>
      <p>
        We do not sell or rent personal data. We share it only with service providers that host our site, store our media or deliver our email, under contracts
        that require them to protect it and use it solely on our behalf, or when the law requires us to.
      </p>
      <h2>4. Retention</h2>
      <p>
        Newsletter addresses are kept until you unsubscribe; we then delete them or keep only what we need to honour your request. Server logs are deleted after
        30 days. Guest correspondence is kept while we work together and for a reasonable time afterwards.
      </p>
      <h2>5. Your rights</h2>
      <p>
        You can unsubscribe at any time with the link at the bottom of every newsletter. Depending on where you live, you may also have the right to access,
        correct, delete or export your data, and to object to or restrict how we use it. To exercise these rights, reply to any newsletter email and we will
        answer within 30 days. You may also complain to your local data protection authority.
      </p>
      <h2>6. Security</h2>
      <p>We protect data with encrypted connections, access limited to the staff who need it, and expiring links for our video files.</p>
      <h2>7. Children</h2>
      <p>The site is intended for professionals and is not directed at children under 16. We do not knowingly collect their data.</p>
      <h2>8. Changes</h2>
      <p>We may update this policy as the site evolves. We will change the date above, and tell subscribers about significant changes by email.</p>
      <p>
        See also our <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    </article>
  );
}
