import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="site-main">
      <h1>404 Page Not Found</h1>
      <Link to="/">Back to Home</Link>
    </main>
  );
}
