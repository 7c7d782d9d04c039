import { Link } from '../lib/router';
import { usePageMeta } from '../lib/page-meta';

const LESSONS = [
  'How founders found their first hundred customers, and what they would do differently today',
  'Pricing and packaging that lifts margins without scaring buyers away',
  'Sales conversations, offers and follow-ups that close, in ecommerce, services and SaaS',
  'Building acquisition channels: paid ads, partnerships, content and community',
  'Retention and repeat purchase: turning one-time buyers into loyal customers',
  'Hiring, delegating and building a team that sells when you are not in the room',
  'The numbers that matter: unit economics, cash flow and when to raise money',
  'Mindset and habits of operators who kept going when growth stalled',
];

export function AboutPage() {
  usePageMeta(
    'About | Learn from the Best',
    'Why we interview leaders in ecommerce, online services, retail, coaching and SaaS, and what you will learn from every episode of Learn from the Best.',
  );
  return (
    <article className="page prose">
      <h1>About the Show</h1>
      <p className="page__lead">Learn from the best, sell to the rest.</p>
      <h2>Our Mission</h2>
      <p>
        Most business advice is written by people who have never had to make payroll. We sit down with the people who have: founders and operators who built
        ecommerce brands, online services, retail businesses, coaching practices and SaaS companies, and who are still in the arena.
      </p>
      <p>
        Every conversation is a working session, not a victory lap. We ask how the first sales really happened, which experiments failed, what the numbers
        looked like when things were hard, and which decisions changed the trajectory of the business. Then we pull out the lessons you can apply to your own
        company, whatever its size.
      </p>
      <p>
        Episodes are filmed in full video, so you can watch the whiteboards, dashboards and product demos our guests bring with them, or simply listen along
        while you work.
      </p>
      <h2>What You'll Learn</h2>
      <ul className="about-list">
        {LESSONS.map((lesson) => (
          <li key={lesson}>{lesson}</li>
        ))}
      </ul>
      <h2>Who It Is For</h2>
      <p>
        Owners, founders, sales leaders and marketers who want practical, proven playbooks from people a few steps ahead of them. If you are building something
        and want to sell more of it, this show is for you.
      </p>
      <div className="page__actions">
        <Link to="/episodes" className="button button--gold">
          Browse Episodes
        </Link>
        <Link to="/" className="button button--outline">
          Back to Home
        </Link>
      </div>
    </article>
  );
}
