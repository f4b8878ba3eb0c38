import { describe, expect, it } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { isRepeatSubmit } from './repeat-submit';

describe('isRepeatSubmit', () => {
  it('rejects the same url and body within 500 ms', () => {
    expect(isRepeatSubmit(sessionStorage, '/system/user', { a: 1 }, 1000)).toBe(false);
    expect(isRepeatSubmit(sessionStorage, '/system/user', { a: 1 }, 1499)).toBe(true);
  });

  it('lets the same request through once the window has passed', () => {
    expect(isRepeatSubmit(sessionStorage, '/x', { a: 1 }, 1000)).toBe(false);
    expect(isRepeatSubmit(sessionStorage, '/x', { a: 1 }, 1500)).toBe(false);
  });

  it('lets a different url or body through', () => {
    expect(isRepeatSubmit(sessionStorage, '/x', { a: 1 }, 1000)).toBe(false);
    expect(isRepeatSubmit(sessionStorage, '/y', { a: 1 }, 1001)).toBe(false);
    expect(isRepeatSubmit(sessionStorage, '/y', { a: 2 }, 1002)).toBe(false);
  });

  it('keeps the last request in sessionStorage under sessionObj', () => {
    isRepeatSubmit(sessionStorage, '/x', { a: 1 }, 42);
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.LAST_REQUEST) ?? '{}')).toEqual({
      url: '/x',
      data: '{"a":1}',
      time: 42,
    });
  });

  it('does not guard multipart uploads', () => {
    const form = new FormData();
    expect(isRepeatSubmit(sessionStorage, '/upload', form, 1000)).toBe(false);
    expect(isRepeatSubmit(sessionStorage, '/upload', form, 1001)).toBe(false);
  });
});
