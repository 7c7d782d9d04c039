import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, NavLink, routePath, SiteRouter, useLocation, useNavigate } from './router';

/** The site's pages in these tests. */
const owns = (path: string) => ['/', '/about', '/episodes', '/privacy-policy'].includes(path) || /^\/episodes\/\d+$/.test(path);

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="where">{`${location.pathname}${location.hash}`}</p>
      <button type="button" onClick={() => navigate('/#newsletter')}>
        Newsletter
      </button>
    </div>
  );
}

describe('the public site router', () => {
  beforeEach(() => window.history.replaceState({}, '', '/'));

  it('routes same-origin link clicks (also plain anchors from federated components) without a reload', () => {
    render(
      <SiteRouter owns={owns}>
        <Where />
        <Link to="/about">About</Link>
        <a href="/episodes">Plain</a>
        <NavLink to="/about">About nav</NavLink>
      </SiteRouter>,
    );
    fireEvent.click(screen.getByText('About'));
    expect(screen.getByTestId('where').textContent).toBe('/about');
    expect(window.location.pathname).toBe('/about');
    expect(screen.getByText('About nav').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByText('Plain'));
    expect(screen.getByTestId('where').textContent).toBe('/episodes');
    fireEvent.click(screen.getByText('Newsletter'));
    expect(screen.getByTestId('where').textContent).toBe('/#newsletter');
  });

  it('leaves new-tab clicks, other origins and the admin to the browser', () => {
    render(
      <SiteRouter owns={owns}>
        <Where />
        <a href="https://example.com/x">Away</a>
        <a href="/admin">Admin</a>
        <a href="/about" target="_blank" rel="noreferrer">
          Tab
        </a>
      </SiteRouter>,
    );
    for (const [name, init] of [
      ['Away', {}],
      ['Admin', {}],
      ['Tab', {}],
      ['Admin', { ctrlKey: true }],
    ] as const) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      act(() => {
        screen.getByText(name).dispatchEvent(event);
      });
      expect(event.defaultPrevented).toBe(false);
    }
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('hands links to paths the site does not own to the browser: feeds, sitemap, enclosures, media, unknown pages', () => {
    const paths = [
      '/feed.xml',
      '/feed/audio.xml',
      '/sitemap.xml',
      '/sitemap-1.xml',
      '/robots.txt',
      '/podcast/12/video-720p.mp4',
      '/media/thumbs/1.jpg?sig=x',
      '/no/such/page',
      '/api/health',
    ];
    render(
      <SiteRouter owns={owns}>
        <Where />
        {paths.map((path) => (
          <a key={path} href={path}>
            {path}
          </a>
        ))}
        <a href="/episodes/42">Episode</a>
      </SiteRouter>,
    );
    for (const path of paths) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      act(() => {
        screen.getByText(path).dispatchEvent(event);
      });
      expect({ path, routed: event.defaultPrevented }).toEqual({ path, routed: false });
    }
    expect(screen.getByTestId('where').textContent).toBe('/');
    fireEvent.click(screen.getByText('Episode'));
    expect(screen.getByTestId('where').textContent).toBe('/episodes/42');
  });

  it('follows the back button', () => {
    render(
      <SiteRouter owns={owns}>
        <Where />
        <Link to="/about">About</Link>
      </SiteRouter>,
    );
    fireEvent.click(screen.getByText('About'));
    act(() => {
      window.history.replaceState({}, '', '/privacy-policy');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/privacy-policy');
  });

  it('ignores a trailing slash like the server does', () => {
    expect(routePath('/about/')).toBe('/about');
    expect(routePath('/')).toBe('/');
  });
});
