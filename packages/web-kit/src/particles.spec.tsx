import { act, render } from '@testing-library/react';
import { ParticleBackground, PARTICLE_TIMING } from './particles';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

const count = (container: HTMLElement) => container.querySelectorAll('[data-particle]').length;

describe('ParticleBackground (spec §9)', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('adds 20 particles at 500 ms intervals, then one every 2 s, and removes each after 25 s', () => {
    setReducedMotion(false);
    expect(PARTICLE_TIMING).toEqual({ initialCount: 20, initialIntervalMs: 500, steadyIntervalMs: 2000, lifetimeMs: 25_000 });
    const { container, unmount } = render(<ParticleBackground random={() => 0.5} />);
    expect(count(container)).toBe(1);
    act(() => jest.advanceTimersByTime(500 * 19));
    expect(count(container)).toBe(20);
    act(() => jest.advanceTimersByTime(1999));
    expect(count(container)).toBe(20);
    act(() => jest.advanceTimersByTime(1));
    expect(count(container)).toBe(21);
    // The first particle was born at 0 ms and leaves at 25 000 ms; by then 20 + 7 were born (9 500, 11 500, ... 23 500 ms).
    act(() => jest.advanceTimersByTime(25_000 - 11_500 - 1));
    expect(count(container)).toBe(27);
    act(() => jest.advanceTimersByTime(1));
    expect(count(container)).toBe(26);
    unmount();
  });

  it('is hidden from assistive technology and never catches the pointer', () => {
    setReducedMotion(false);
    const { getByTestId } = render(<ParticleBackground />);
    const layer = getByTestId('particle-background');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.style.pointerEvents).toBe('none');
  });

  it('renders nothing for visitors who prefer reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<ParticleBackground />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(container.innerHTML).toBe('');
  });
});
