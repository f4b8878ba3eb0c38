import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowPermission as P } from '@zcps/contracts';
import {
  bodyOf,
  callsTo,
  confirmLast,
  grant,
  ok,
  okButton,
  renderPage,
  rowOf,
  serveWorkflow,
  setupPageTests,
} from '../wf-test-kit';
import { Page } from './index';

const category = (categoryId: number, parentId: number, categoryName: string) => ({
  categoryId,
  parentId,
  categoryName,
  categoryCode: `c${categoryId}`,
  orderNum: categoryId,
  createTime: '2026-11-27 10:00:00',
});
const rows = [category(1, 0, '职称评审'), category(2, 1, '申报预审'), category(3, 0, '单位注册')];
const serve = () =>
  serveWorkflow((config) => (config.url === '/workflow/category/list' ? ok(rows) : undefined));

const state = setupPageTests();

describe('流程分类 page', () => {
  it('shows the tree; 新增下级 opens the form under that parent and sends the contract body', async () => {
    const fake = serve();
    grant(P.CATEGORY_LIST, P.CATEGORY_ADD, P.CATEGORY_EDIT, P.CATEGORY_REMOVE);
    renderPage(Page);
    expect(await screen.findByText('申报预审')).toBeTruthy();
    fireEvent.click(within(rowOf('职称评审')).getByRole('button', { name: /新增下级/ }));
    const dialog = await screen.findByTestId('wf-category-form');
    await waitFor(() => expect(within(dialog).getByTitle('职称评审')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: '复审' } });
    fireEvent.change(within(dialog).getByLabelText('分类编码'), { target: { value: '9bad' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')).toBeTruthy());
    expect(callsTo(fake, 'post', '/workflow/category')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('分类编码'), { target: { value: 'recheck' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/category')).toHaveLength(1));
    expect(bodyOf(fake, 'post', '/workflow/category')).toEqual({
      parentId: 1,
      categoryName: '复审',
      categoryCode: 'recheck',
      orderNum: 0,
    });
    expect(state.fb.feedback.message.success).toHaveBeenCalledWith('新增成功');
  });

  it('an edit cannot move a category under itself', async () => {
    serve();
    grant(P.CATEGORY_LIST, P.CATEGORY_EDIT);
    renderPage(Page);
    fireEvent.click(
      within(await screen.findByText('职称评审').then(() => rowOf('职称评审'))).getByRole('button', {
        name: /修\s*改/,
      }),
    );
    const dialog = await screen.findByTestId('wf-category-form');
    fireEvent.mouseDown(within(dialog).getByLabelText('上级分类'));
    await waitFor(() => expect(document.querySelector('.ant-select-tree')).toBeTruthy());
    const tree = document.querySelector<HTMLElement>('.ant-select-tree')!;
    expect(within(tree).queryByTitle('申报预审')).toBeNull();
    expect(within(tree).getByTitle('单位注册')).toBeTruthy();
  });

  it('delete asks first, then sends the id', async () => {
    const fake = serve();
    grant(P.CATEGORY_LIST, P.CATEGORY_REMOVE);
    renderPage(Page);
    await screen.findByText('单位注册');
    fireEvent.click(within(rowOf('单位注册')).getByRole('button', { name: /删\s*除/ }));
    expect(await confirmLast(state.fb)).toBe('是否确认删除分类“单位注册”？');
    await waitFor(() => expect(callsTo(fake, 'delete', '/workflow/category/3')).toHaveLength(1));
  });

  it('without write permissions only the list shows', async () => {
    serve();
    grant(P.CATEGORY_LIST);
    renderPage(Page);
    expect(await screen.findByText('职称评审')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修\s*改|删\s*除|新增下级/ })).toBeNull();
  });
});
