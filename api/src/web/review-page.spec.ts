import { withNoindexMeta } from './review-page';

describe('the review page noindex meta', () => {
  it('goes first in the head, after its opening tag with or without attributes', () => {
    expect(withNoindexMeta('<html><head><title>x</title></head></html>')).toBe(
      '<html><head><meta name="robots" content="noindex"><title>x</title></head></html>',
    );
    expect(withNoindexMeta('<html><HEAD lang="en"><title>x</title></HEAD></html>')).toBe(
      '<html><HEAD lang="en"><meta name="robots" content="noindex"><title>x</title></HEAD></html>',
    );
  });

  it('is added once, and leads the document when there is no head', () => {
    const once = withNoindexMeta('<head></head>');
    expect(withNoindexMeta(once)).toBe(once);
    expect(withNoindexMeta('<body>x</body>')).toBe('<meta name="robots" content="noindex"><body>x</body>');
    // <header> is not the head.
    expect(withNoindexMeta('<header>x</header>')).toBe('<meta name="robots" content="noindex"><header>x</header>');
  });
});
