import { describe, expect, it } from 'vitest';
import { serializeParams } from './params';

describe('serializeParams', () => {
  it('drops null, undefined and empty strings but keeps 0 and false', () => {
    expect(serializeParams({ a: null, b: undefined, c: '', d: 0, e: false, f: 'x' })).toBe('d=0&e=false&f=x');
  });

  it('nests one level as key[sub]= (date ranges)', () => {
    const query = serializeParams({
      pageNum: 1,
      params: { beginTime: '2024-01-01 00:00:00', endTime: '2024-01-31 23:59:59', empty: '' },
    });
    expect(query).toBe(
      'pageNum=1&params%5BbeginTime%5D=2024-01-01%2000%3A00%3A00&params%5BendTime%5D=2024-01-31%2023%3A59%3A59',
    );
    expect(decodeURIComponent(query)).toContain('params[beginTime]=2024-01-01 00:00:00');
  });

  it('encodes keys and values', () => {
    expect(serializeParams({ 'user name': '张三&李四' })).toBe(
      `user%20name=${encodeURIComponent('张三&李四')}`,
    );
  });

  it('handles no params', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({})).toBe('');
  });
});
