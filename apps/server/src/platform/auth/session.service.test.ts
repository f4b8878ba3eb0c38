import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../store/index.js';
import type { LoginUser } from './login-user.js';
import { SessionService } from './session.service.js';

const user = (activeTimeout: number): Omit<LoginUser, 'tokenId'> => ({
  tenantId: '000000',
  userId: 7,
  userName: 'idle',
  nickName: 'idle',
  userType: 'sys_user',
  deptId: null,
  deptName: null,
  roles: [],
  roleKeys: [],
  permissions: [],
  clientId: 'pc',
  clientKey: 'pc',
  deviceType: 'pc',
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'test',
  os: 'test',
  loginTime: Date.now(),
  expireTime: Date.now() + 3_600_000,
  activeTimeout,
});

describe('SessionService idle timeout', () => {
  let store: MemoryStore;
  let sessions: SessionService;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    store = new MemoryStore();
    sessions = new SessionService(store);
  });
  afterEach(async () => {
    await store.close();
    vi.useRealTimers();
  });

  it('keeps a session alive while it is used and ends it once idle for the timeout', async () => {
    const { token } = await sessions.create(user(100), 3600);
    // Used every 30 s for 10 minutes: the idle deadline keeps moving although it is not pushed on every call.
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(30_000);
      expect(await sessions.resolve(token)).not.toBeNull();
    }
    vi.advanceTimersByTime(101_000);
    expect(await sessions.resolve(token)).toBeNull();
    // Ended for good: the session is gone from the store, not just refused once.
    expect(await sessions.tokenIdsOf(7)).toEqual([]);
  });

  it('pushes the idle deadline back at most once per tenth of the timeout, so a busy session costs no write', async () => {
    const { token } = await sessions.create(user(100), 3600);
    const expire = vi.spyOn(store, 'expire');
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(100);
      await sessions.resolve(token);
    }
    // 5 s of requests, one every 100 ms: the deadline moved once (10 s is a tenth of 100 s).
    expect(expire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    await sessions.resolve(token);
    expect(expire).toHaveBeenCalledTimes(2);
  });

  it('never idles out a session of a client without an active timeout', async () => {
    const { token } = await sessions.create(user(0), 3600);
    vi.advanceTimersByTime(3_000_000);
    expect(await sessions.resolve(token)).not.toBeNull();
    vi.advanceTimersByTime(700_000);
    expect(await sessions.resolve(token)).toBeNull();
  });
});
