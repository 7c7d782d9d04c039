import { ApiError } from '@podcast/web-kit';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';

/** Why a link cannot be used, as the API said (410 expired or used, 404 unknown), and where to go next. */
export function LinkProblem({ error, next }: { error: unknown; next: { to: string; label: string } }) {
  const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : 'This link could not be checked. Try again in a minute.';
  return (
    <>
      <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16 }} />
      <Link to={next.to}>{next.label}</Link>
    </>
  );
}

/** Field messages from a 400 answer, for Form.setFields. */
export function fieldErrorsOf(error: unknown): Array<{ name: string; errors: string[] }> {
  return error instanceof ApiError ? Object.entries(error.fieldErrors).map(([name, errors]) => ({ name, errors })) : [];
}
