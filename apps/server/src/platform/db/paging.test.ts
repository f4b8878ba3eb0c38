import { describe, expect, it } from 'vitest';
import { ResponseCode } from '@zcps/contracts';
import { sysPost } from '../../db/schema/index.js';
import { ServiceError } from '../http/errors.js';
import { countedPage, orderOf, parseDateParam } from './paging.js';

const page = { pageNum: 1, pageSize: 10 };

function refusal(run: () => unknown): ServiceError {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('nothing was refused');
}

describe('list query parsing', () => {
  it('refuses a sort column outside the whitelist as bad input that names it', () => {
    const error = refusal(() =>
      orderOf({ ...page, orderByColumn: 'remark', isAsc: 'asc' }, { postSort: sysPost.postSort }, []),
    );
    expect(error).toMatchObject({
      key: 'validation.sortColumn',
      params: { column: 'remark' },
      code: ResponseCode.BAD_REQUEST,
    });
    expect(
      orderOf({ ...page, orderByColumn: 'post_sort', isAsc: 'desc' }, { postSort: sysPost.postSort }, []),
    ).toHaveLength(1);
  });

  it('refuses a malformed begin or end date as bad input, and reads a bare end date as the end of its day', () => {
    expect(refusal(() => parseDateParam("2024-01-01' OR 1=1--"))).toMatchObject({
      key: 'validation.beginDate',
      code: ResponseCode.BAD_REQUEST,
    });
    expect(refusal(() => parseDateParam('01/02/2024', true))).toMatchObject({ key: 'validation.endDate' });
    expect(parseDateParam('2024-01-02', true)).toEqual(new Date(2024, 0, 2, 23, 59, 59, 999));
    expect(parseDateParam('2024-01-02 08:30')).toEqual(new Date(2024, 0, 2, 8, 30, 0));
  });
});

describe('countedPage', () => {
  it('answers the page and the count run together, shaping rows when asked', async () => {
    expect(
      await countedPage(Promise.resolve([{ id: 1 }, { id: 2 }]), Promise.resolve([{ total: 7 }])),
    ).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 7,
    });
    const shaped = await countedPage(
      Promise.resolve([{ row: { id: 1 }, name: 'a' }]),
      Promise.resolve([{ total: 1 }]),
      (r) => ({ ...r.row, name: r.name }),
    );
    expect(shaped).toEqual({ rows: [{ id: 1, name: 'a' }], total: 1 });
  });

  it('answers a total of 0 when the count returns no row', async () => {
    expect(await countedPage(Promise.resolve([]), Promise.resolve([]))).toEqual({ rows: [], total: 0 });
  });
});
