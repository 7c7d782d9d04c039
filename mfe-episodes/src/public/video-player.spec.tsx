import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@podcast/web-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import VideoPlayer, { type VideoPlayerHandle } from './video-player';

const SOURCES = { original: '/media/o.mp4', '720p': '/media/720p.mp4', '480p': '/media/480p.mp4' };

function wrap(children: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

/** jsdom has no media engine: give the element the state a browser would have. */
function videoElement(): HTMLVideoElement {
  const element = document.querySelector('video');
  if (!element) throw new Error('no video element');
  return element;
}

function loadMetadata(video: HTMLVideoElement, duration = 120) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent(video, new Event('loadedmetadata'));
}

/** The media element's paused state (one video at a time): every test starts paused. */
let paused = true;
beforeEach(() => {
  paused = true;
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: () => paused });
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
    if (paused) return;
    paused = true;
    this.dispatchEvent(new Event('pause'));
  };
  HTMLMediaElement.prototype.load = () => undefined;
  // jsdom's <track> has no TextTrack: one with a mode is enough for the CC button.
  if (!('track' in HTMLTrackElement.prototype)) {
    const tracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode; cues: null }>();
    Object.defineProperty(HTMLTrackElement.prototype, 'track', {
      configurable: true,
      get(this: HTMLTrackElement) {
        if (!tracks.has(this)) tracks.set(this, { mode: 'disabled', cues: null });
        return tracks.get(this);
      },
    });
  }
});

const CHAPTERS = [
  { startSeconds: 0, title: 'Intro' },
  { startSeconds: 6, title: 'The deal' },
  { startSeconds: 60, title: 'Questions' },
];
const CAPTIONS = { src: '/podcast/episodes/5/transcript.vtt', language: 'en' };

function trackMode(): TextTrackMode | undefined {
  return document.querySelector('track')?.track.mode;
}

/**
 * A copy of video-player.tsx of its own, whose lazy player has never rendered: it shows what a page
 * shows before the chunk arrives, whichever tests ran before. React, react-query and web-kit stay the
 * ones the test renders with (singletons, as in the product).
 */
function freshVideoPlayer(): typeof VideoPlayer {
  const shared = ['react', 'react/jsx-runtime', '@tanstack/react-query', '@podcast/web-kit'];
  const instances = shared.map((name) => [name, jest.requireActual<object>(name)] as const);
  let fresh: typeof VideoPlayer | undefined;
  try {
    jest.isolateModules(() => {
      for (const [name, instance] of instances) jest.doMock(name, () => instance);
      fresh = (jest.requireActual('./video-player') as { default: typeof VideoPlayer }).default;
    });
  } finally {
    for (const name of shared) jest.dontMock(name);
  }
  if (!fresh || fresh === VideoPlayer) throw new Error('no fresh copy of the video player');
  return fresh;
}

describe('VideoPlayer', () => {
  // React renders a lazy component at once only after it has once loaded it: every test below expects
  // the ready player on its first render, whichever of them runs first or alone.
  beforeAll(async () => {
    const warmUp = render(wrap(<VideoPlayer sources={SOURCES} />));
    await screen.findByTestId('video-player');
    warmUp.unmount();
  });

  it('loads the player itself (react-player, the controls) only when there is a video to play', async () => {
    const VideoPlayer = freshVideoPlayer();
    const none = render(wrap(<VideoPlayer sources={{ original: null, '720p': null, '480p': null }} title="Pricing" />));
    expect(screen.getByText('No video available')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    none.unmount();
    render(wrap(<VideoPlayer sources={SOURCES} title="Pricing" />));
    // Until the chunk arrives, the same "Loading video..." as while the sources load.
    expect(screen.getByText('Loading video...')).toBeTruthy();
    await act(async () => {
      await import('./ready-player');
    });
    await screen.findByTestId('video-player');
    expect(videoElement().getAttribute('src')).toBe('/media/720p.mp4');
  });

  it('shows the cover picture while there is no video, and over the video until playback starts', async () => {
    const cover = <img src="/artwork.jpg" alt="Artwork of the episode" />;
    const none = render(wrap(<VideoPlayer sources={{ original: null, '720p': null, '480p': null }} cover={cover} />));
    expect(screen.getByRole('img', { name: 'Artwork of the episode' })).toBeTruthy();
    none.unmount();
    render(wrap(<VideoPlayer sources={SOURCES} cover={cover} />));
    expect(screen.getByRole('img', { name: 'Artwork of the episode' })).toBeTruthy();
    await act(async () => {
      fireEvent(videoElement(), new Event('play'));
    });
    expect(screen.queryByRole('img', { name: 'Artwork of the episode' })).toBeNull();
  });

  it('starts on 720p and offers Original, 720P and 480P when more than one quality exists', () => {
    render(wrap(<VideoPlayer sources={SOURCES} title="Pricing" />));
    const select = screen.getByRole('combobox', { name: 'Video quality' }) as HTMLSelectElement;
    expect(select.value).toBe('720p');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Original', '720P', '480P']);
    expect(videoElement().getAttribute('src')).toBe('/media/720p.mp4');
    expect(screen.getByRole('group', { name: 'Video player: Pricing' })).toBeTruthy();
  });

  it('hides the quality selector when only one quality exists', () => {
    render(wrap(<VideoPlayer sources={{ original: '/media/o.mp4', '720p': null, '480p': null }} />));
    expect(screen.queryByRole('combobox', { name: 'Video quality' })).toBeNull();
    expect(videoElement().getAttribute('src')).toBe('/media/o.mp4');
  });

  it('says "No video available" without any address', () => {
    render(wrap(<VideoPlayer sources={{ original: null, '720p': null, '480p': null }} />));
    expect(screen.getByText('No video available')).toBeTruthy();
    expect(screen.getByText('Video is being processed or not yet uploaded')).toBeTruthy();
  });

  it('volume defaults to 80 and moves by 10 with page keys and shift+arrows', () => {
    render(wrap(<VideoPlayer sources={SOURCES} />));
    const volume = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(volume.value).toBe('80');
    fireEvent.keyDown(volume, { key: 'PageDown' });
    expect(volume.value).toBe('70');
    fireEvent.keyDown(volume, { key: 'ArrowUp', shiftKey: true });
    expect(volume.value).toBe('80');
    fireEvent.keyDown(volume, { key: 'PageUp' });
    fireEvent.keyDown(volume, { key: 'PageUp' });
    fireEvent.keyDown(volume, { key: 'PageUp' });
    expect(volume.value).toBe('100');
    expect(videoElement().volume).toBe(1);
  });

  it('switching quality shows "Switching quality...", then restores the position and the paused state', () => {
    render(wrap(<VideoPlayer sources={SOURCES} />));
    const video = videoElement();
    loadMetadata(video);
    video.currentTime = 42;
    fireEvent.change(screen.getByRole('combobox', { name: 'Video quality' }), { target: { value: '480p' } });
    expect(screen.getByText('Switching quality...')).toBeTruthy();
    expect(videoElement().getAttribute('src')).toBe('/media/480p.mp4');
    videoElement().currentTime = 0;
    loadMetadata(videoElement());
    expect(screen.queryByText('Switching quality...')).toBeNull();
    expect(videoElement().currentTime).toBe(42);
    expect(videoElement().paused).toBe(true);
    expect(screen.getByTestId('player-time').textContent).toBe('0:42 / 2:00');
  });

  it('plays, skips 10 seconds each way, and exposes a handle to seek (the admin comments use it)', async () => {
    const handle = createRef<VideoPlayerHandle>();
    const onStart = jest.fn();
    render(wrap(<VideoPlayer sources={SOURCES} ref={handle} onStart={onStart} />));
    const video = videoElement();
    loadMetadata(video);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(onStart).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward 10 seconds' }));
    expect(video.currentTime).toBe(10);
    fireEvent.click(screen.getByRole('button', { name: 'Skip back 10 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip back 10 seconds' }));
    expect(video.currentTime).toBe(0);
    act(() => handle.current?.seek(75));
    expect(video.currentTime).toBe(75);
    expect(screen.getByTestId('player-time').textContent).toBe('1:15 / 2:00');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('shows chapter markers, the current chapter and a Chapters list whose pick seeks there and plays', async () => {
    render(wrap(<VideoPlayer sources={SOURCES} chapters={CHAPTERS} />));
    const video = videoElement();
    loadMetadata(video, 120);
    const markers = screen.getAllByTestId('chapter-marker');
    expect(markers.map((marker) => [marker.title, marker.style.getPropertyValue('--vp-at')])).toEqual([
      ['Intro', '0'],
      ['The deal', '0.05'],
      ['Questions', '0.5'],
    ]);
    expect(markers[0].parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('player-chapter').textContent).toBe('Intro');

    const button = screen.getByRole('button', { name: 'Chapters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Chapters' });
    const items = [...list.querySelectorAll('button')];
    expect(items.map((item) => item.textContent)).toEqual(['0:00 Intro', '0:06 The deal', '1:00 Questions']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['true', null, null]);
    // Opened, the focus is on the current chapter.
    expect(document.activeElement).toBe(items[0]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '0:06 The deal' }));
    });
    expect(video.currentTime).toBe(6);
    expect(video.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Chapters' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.getByTestId('player-chapter').textContent).toBe('The deal');

    // Escape closes it and gives the focus back to the button; so does a click elsewhere.
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: '0:06 The deal' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: '0:06 The deal' }), { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Chapters' })).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('list', { name: 'Chapters' })).toBeNull();
    // Tabbing out of the list closes it too.
    fireEvent.click(button);
    fireEvent.blur(screen.getByRole('button', { name: '1:00 Questions' }), { relatedTarget: screen.getByRole('button', { name: 'Enter fullscreen' }) });
    expect(screen.queryByRole('list', { name: 'Chapters' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  });

  it('captions: a CC button, off by default (the track hidden), that shows the track and keeps it on across a quality switch', () => {
    render(wrap(<VideoPlayer sources={SOURCES} captions={CAPTIONS} />));
    loadMetadata(videoElement());
    const track = document.querySelector('track');
    expect([track?.getAttribute('kind'), track?.getAttribute('srclang'), track?.getAttribute('src'), track?.getAttribute('label')]).toEqual([
      'captions',
      'en',
      CAPTIONS.src,
      'English',
    ]);
    expect(track?.parentElement).toBe(videoElement());
    const cc = screen.getByRole('button', { name: 'Captions' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    expect(trackMode()).toBe('hidden');
    fireEvent.click(cc);
    expect(cc.getAttribute('aria-pressed')).toBe('true');
    expect(trackMode()).toBe('showing');
    fireEvent.change(screen.getByRole('combobox', { name: 'Video quality' }), { target: { value: '480p' } });
    expect(videoElement().getAttribute('src')).toBe('/media/480p.mp4');
    loadMetadata(videoElement());
    expect(trackMode()).toBe('showing');
    fireEvent.click(cc);
    expect(trackMode()).toBe('hidden');
  });

  it('without chapters and captions it adds no control, marker or track', () => {
    render(wrap(<VideoPlayer sources={SOURCES} chapters={[]} captions={null} />));
    loadMetadata(videoElement());
    expect(screen.queryByRole('button', { name: 'Chapters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    expect(screen.queryByTestId('chapter-marker')).toBeNull();
    expect(screen.queryByTestId('player-chapter')).toBeNull();
    expect(document.querySelector('track')).toBeNull();
  });

  it('public mode given neither reads /text-tracks; given them, it does not', async () => {
    const fetched: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      fetched.push(new URL(url, 'http://localhost').pathname);
      const body = url.endsWith('/approved-video')
        ? { approved: true, variants: SOURCES }
        : { chapters: CHAPTERS.slice(0, 2), captions: { language: 'en', vttUrl: CAPTIONS.src, srtUrl: '/x.srt' } };
      // jsdom has no Response: what the API client reads of one.
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
    const first = render(wrap(<VideoPlayer episodeId={5} title="Pricing" />));
    await screen.findByTestId('video-player');
    loadMetadata(videoElement(), 12);
    expect(await screen.findAllByTestId('chapter-marker')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Captions' })).toBeTruthy();
    expect(document.querySelector('track')?.getAttribute('src')).toBe(CAPTIONS.src);
    expect(fetched).toEqual(['/api/episodes/5/approved-video', '/api/episodes/5/text-tracks']);
    first.unmount();

    fetched.length = 0;
    render(wrap(<VideoPlayer episodeId={6} title="Pricing" chapters={[]} captions={null} />));
    await screen.findByTestId('video-player');
    expect(fetched).toEqual(['/api/episodes/6/approved-video']);
  });

  describe('HLS (approved-video names a master playlist)', () => {
    const HLS = '/api/episodes/7/hls/master.m3u8';
    const realCanPlayType = HTMLMediaElement.prototype.canPlayType;
    afterEach(() => {
      HTMLMediaElement.prototype.canPlayType = realCanPlayType;
    });
    const answerWithHls = () => {
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
        const body = String(input).endsWith('/approved-video') ? { approved: true, variants: SOURCES, hls: HLS } : { chapters: [], captions: null };
        return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
      }) as typeof fetch;
    };

    it('a browser without MSE that plays HLS itself gets the master as its source, and no menu', async () => {
      HTMLMediaElement.prototype.canPlayType = (type: string) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : '');
      answerWithHls();
      render(wrap(<VideoPlayer episodeId={7} title="Pricing" />));
      const player = await screen.findByTestId('video-player');
      await act(async () => undefined);
      expect(player.getAttribute('data-playback')).toBe('native');
      expect(videoElement().getAttribute('src')).toBe(HLS);
      expect(screen.queryByRole('combobox', { name: 'Video quality' })).toBeNull();
    });

    it('a browser with neither MSE nor HLS falls back to the MP4 qualities', async () => {
      answerWithHls();
      render(wrap(<VideoPlayer episodeId={7} title="Pricing" />));
      const player = await screen.findByTestId('video-player');
      // hls.js is imported, finds no Media Source Extensions (jsdom), and the MP4 player takes over.
      const select = (await screen.findByRole('combobox', { name: 'Video quality' })) as HTMLSelectElement;
      expect(player.getAttribute('data-playback')).toBe('mp4');
      expect([...select.options].map((option) => option.textContent)).toEqual(['Original', '720P', '480P']);
      expect(videoElement().getAttribute('src')).toBe(SOURCES['720p']);
    });
  });

  it('admin mode lists 720P and 480P as processing until they exist', () => {
    render(wrap(<VideoPlayer sources={{ original: '/media/o.mp4', '720p': null, '480p': null }} transcodeState="processing" />));
    const select = screen.getByRole('combobox', { name: 'Video quality' }) as HTMLSelectElement;
    expect([...select.options].map((option) => [option.textContent, option.disabled])).toEqual([
      ['Original', false],
      ['720P (Processing...)', true],
      ['480P (Processing...)', true],
    ]);
    expect(screen.getByText('⚙️ Processing HD versions...')).toBeTruthy();
  });
});
