import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, scrollTo } from './scroll-to';

/** jsdom does no layout: give an element a writable scrollTop and a scroll height. */
function fakeScrollable(el: Element, top: number, scrollHeight = 0, clientHeight = 0) {
  let value = top;
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => value,
    set: (next: number) => {
      value = next;
    },
  });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => clientHeight });
}

describe('easeInOutQuad', () => {
  it('starts at b, passes the midpoint at half time and ends at b + c', () => {
    expect(easeInOutQuad(0, 100, -100, 800)).toBe(100);
    expect(easeInOutQuad(400, 100, -100, 800)).toBe(50);
    expect(easeInOutQuad(800, 100, -100, 800)).toBe(0);
    expect(easeInOutQuad(200, 0, 100, 800)).toBeLessThan(25);
    expect(easeInOutQuad(600, 0, 100, 800)).toBeGreaterThan(75);
  });
});

describe('scrollTo', () => {
  let content: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    content = document.createElement('main');
    content.className = 'zcps-content';
    document.body.appendChild(content);
  });
  afterEach(() => {
    vi.useRealTimers();
    content.remove();
  });

  it('animates the page and a scrolling content area in 20 ms steps, then calls back', () => {
    const page = document.scrollingElement ?? document.documentElement;
    fakeScrollable(page, 600);
    fakeScrollable(content, 300, 2000, 500);
    const done = vi.fn();
    scrollTo(0, 800, done);
    expect(page.scrollTop).toBeLessThan(600);
    expect(page.scrollTop).toBeGreaterThan(590);
    vi.advanceTimersByTime(380);
    expect(page.scrollTop).toBeCloseTo(300, 0);
    expect(content.scrollTop).toBeCloseTo(150, 0);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(page.scrollTop).toBe(0);
    expect(content.scrollTop).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('leaves a content area that does not scroll alone, and can be stopped', () => {
    const page = document.scrollingElement ?? document.documentElement;
    fakeScrollable(page, 400);
    fakeScrollable(content, 0, 500, 500);
    const setter = vi.fn();
    Object.defineProperty(content, 'scrollTop', { configurable: true, get: () => 0, set: setter });
    const stop = scrollTo(0, 800);
    vi.advanceTimersByTime(100);
    stop();
    const stoppedAt = page.scrollTop;
    vi.advanceTimersByTime(1000);
    expect(page.scrollTop).toBe(stoppedAt);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(setter).not.toHaveBeenCalled();
  });
});
