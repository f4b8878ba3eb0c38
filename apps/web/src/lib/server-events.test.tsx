import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { FakeEventSource } from '../test/fake-event-source';
import { useServerEvents } from './server-events';

function Probe({ seen, event }: { seen: string[]; event?: string }) {
  useServerEvents((text) => seen.push(text), event ? { event } : undefined);
  return null;
}

describe('useServerEvents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shares one stream among its listeners and closes it when the last one goes', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    localStorage.setItem(StorageKeys.TOKEN, 'tok');
    const bell: string[] = [];
    const badge: string[] = [];
    const progress: string[] = [];
    const first = render(<Probe seen={bell} />);
    const source = FakeEventSource.last!;
    const second = render(<Probe seen={badge} />);
    const third = render(<Probe seen={progress} event="progress" />);
    expect(FakeEventSource.last).toBe(source); // no second connection
    act(() => source.emit('message', '[工作流] 您有新的待办'));
    act(() => source.emit('progress', '50%'));
    expect([bell, badge, progress]).toEqual([['[工作流] 您有新的待办'], ['[工作流] 您有新的待办'], ['50%']]);
    first.unmount();
    third.unmount();
    expect(source.closed).toBe(false);
    act(() => source.emit('message', 'again'));
    expect(badge).toEqual(['[工作流] 您有新的待办', 'again']);
    expect(bell).toHaveLength(1);
    second.unmount();
    expect(source.closed).toBe(true);
    render(<Probe seen={bell} />).unmount(); // a later listener opens a fresh stream
    expect(FakeEventSource.last).not.toBe(source);
  });
});
