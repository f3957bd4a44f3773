import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FRAME_FALLBACK_MS } from './after-first-paint';

afterEach(() => {
  vi.useRealTimers();
  for (const link of document.head.querySelectorAll('link[data-test]')) link.remove();
});

function styleSheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/entry.css';
  link.dataset.test = '';
  document.head.append(link);
  return link;
}

describe('afterFirstPaint', () => {
  it('waits for a style sheet still loading, then for a frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const link = styleSheet();
    let done = false;
    void afterFirstPaint(document).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS * 2);
    expect(done).toBe(false);
    expect(frames).toEqual([]);

    link.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS / 2);
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('goes on after a sheet that failed, and without a frame in a background tab after a short wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const link = styleSheet();
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let done = false;
    void afterFirstPaint(document).then(() => {
      done = true;
    });
    link.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(frames).toHaveBeenCalledOnce();
  });
});
