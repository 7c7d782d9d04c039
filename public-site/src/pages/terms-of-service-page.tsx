import { Link } from '../lib/router';
import { usePageMeta } from '../lib/page-meta';

export function TermsOfServicePage() {
  usePageMeta(
    'Terms of Service | Learn from the Best',
    'The terms for watching Learn from the Best episodes, using the site and subscribing to the newsletter.',
  );
  return (
    <article className="page prose">
      <h1>Terms of Service</h1>
      <p className="page__meta">Last updated: November 2026</p>
      <p>
        These terms govern your use of the Learn from the Best website, its episodes and its newsletter. By using the site you agree to them. If you do not
        agree, please do not use the site.
      </p>
      <h2>1. The service</h2>
      <p>
        We publish video and audio interviews with business leaders, free of charge, along with show notes and a newsletter. We may add, change or remove
        episodes and features at any time, and we do not guarantee that the site will always be available or error-free.
      </p>
      <h2>2. Educational content, not advice</h2>
      <p>
        Episodes share the experiences and opinions of our guests and hosts. They are for education and entertainment only and are not financial, legal, tax or
        investment advice. Results described by guests are their own; your results will depend on your business, your market and your execution. Consult a
        qualified professional before making important decisions.
      </p>
      <h2>3. Intellectual property</h2>
      <p>
        The episodes, recordings, artwork, text and logos on this site belong to us or to our guests and licensors. You may watch and share links to episodes
        for personal, non-commercial use. You may quote short excerpts with attribution and a link to the episode. You may not download, re-upload, broadcast,
        sell or create derivative works from our content without written permission.
      </p>
      <h2>4. Acceptable use</h2>
      <ul>
        <li>Do not interfere with the site, probe it for vulnerabilities, or overload it with automated requests.</li>
        <li>Do not try to access parts of the site reserved for our staff.</li>
        <li>Do not sign up other people to the newsletter without their permission.</li>
        <li>Do not use the site for anything unlawful.</li>
      </ul>
      <h2>5. Newsletter</h2>
      <p>
        By joining the newsletter you agree to receive emails about new episodes and related content. Every email contains an unsubscribe link, and
        unsubscribing is free and immediate.
      </p>
      <h2>6. Third-party links</h2>
      <p>
        Episodes and show notes may mention or link to guests&apos; businesses and other websites. We do not control them and are not responsible for their
        content, products or practices.
      </p>
      <h2>7. Liability</h2>
      <p>
        To the fullest extent the law allows, the site and its content are provided &quot;as is&quot;, without warranties of any kind, and we are not liable for
        indirect or consequential losses, or for decisions you make based on the content. Nothing in these terms limits liability that cannot be limited by law.
      </p>
      <h2>8. Changes and contact</h2>
      <p>
        We may update these terms; the date above shows the latest version, and continuing to use the site means you accept it. Questions? Reply to any
        newsletter email. How we handle personal data is described in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </article>
  );
}
