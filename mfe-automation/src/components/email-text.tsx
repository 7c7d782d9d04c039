import { Fragment } from 'react';
import { emailBreakParts } from '../subscriber-list';

/**
 * An email that wraps at sensible points: a <wbr> after "@" and each dot. `break-word` only breaks a
 * piece longer than the whole line (never mid-word otherwise), and does not let a column shrink into it.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
