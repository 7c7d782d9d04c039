import { Fragment } from 'react';

/**
 * An email address cut into the pieces a line may break between: after "@" and after each dot
 * ("maximiliana.featherstonehaugh@enterprise-solutions.example.com" breaks before "enterprise…",
 * never inside a word).
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=[@.])/).filter((part) => part !== '');
}

/**
 * An email that wraps at sensible points: a <wbr> after "@" and each dot. `break-word` only breaks a
 * piece longer than the whole line, and (unlike `anywhere`) does not let a table column shrink into it.
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
