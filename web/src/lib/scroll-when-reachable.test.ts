import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { scrollWhenReachable } from './scroll-when-reachable';

/** Issue 21: a restored scroll waits for the page to be tall enough, as a slow phone or busy machine lays it out late. */
describe('scrollWhenReachable', () => {
  let height = 1000;
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => {
    const run = frames;
    frames = [];
    for (const f of run) f(performance.now());
  };

  beforeEach(() => {
    height = 1000;
    frames = [];
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('scrolls only once the results have laid out tall enough', () => {
    scrollWhenReachable(1700);
    nextFrame();
    nextFrame();
    expect(window.scrollTo).not.toHaveBeenCalled();
    height = 2600;
    nextFrame();
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1700);
    nextFrame();
    expect(window.scrollTo).toHaveBeenCalledOnce();
  });

  test('gives way to the user, and gives up waiting after its patience', () => {
    scrollWhenReachable(1700);
    window.dispatchEvent(new Event('wheel'));
    height = 2600;
    nextFrame();
    expect(window.scrollTo).not.toHaveBeenCalled();

    scrollWhenReachable(1700, 0);
    height = 900;
    nextFrame();
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1700);
  });
});
