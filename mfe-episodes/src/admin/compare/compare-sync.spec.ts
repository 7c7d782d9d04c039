import { syncSteps } from './compare-sync';

const state = (overrides: Partial<{ paused: boolean; currentTime: number; playbackRate: number; duration: number }> = {}) => ({
  paused: true,
  currentTime: 0,
  playbackRate: 1,
  duration: 60,
  ...overrides,
});

describe('two versions played in sync', () => {
  it('does nothing when the follower matches', () => {
    expect(syncSteps(state({ paused: false, currentTime: 10 }), state({ paused: false, currentTime: 10.1 }))).toEqual([]);
  });

  it('plays, pauses and takes the speed of the leader', () => {
    expect(syncSteps(state({ paused: false, currentTime: 3 }), state({ currentTime: 3 }))).toEqual([{ kind: 'play' }]);
    expect(syncSteps(state({ currentTime: 3 }), state({ paused: false, currentTime: 3 }))).toEqual([{ kind: 'pause' }]);
    expect(syncSteps(state({ playbackRate: 1.5 }), state())).toEqual([{ kind: 'rate', to: 1.5 }]);
  });

  it('corrects drift while playing, and any difference while paused', () => {
    expect(syncSteps(state({ paused: false, currentTime: 10 }), state({ paused: false, currentTime: 10.5 }))).toEqual([{ kind: 'seek', to: 10 }]);
    expect(syncSteps(state({ currentTime: 10 }), state({ currentTime: 10.1 }))).toEqual([{ kind: 'seek', to: 10 }]);
  });

  it('holds a shorter follower paused at its end', () => {
    expect(syncSteps(state({ paused: false, currentTime: 70, duration: 90 }), state({ paused: false, currentTime: 59.9 }))).toEqual([{ kind: 'pause' }]);
    expect(syncSteps(state({ paused: false, currentTime: 70, duration: 90 }), state({ currentTime: 20 }))).toEqual([{ kind: 'seek', to: 60 }]);
  });
});
