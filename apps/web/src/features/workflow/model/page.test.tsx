import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowPermission as P } from '@zcps/contracts';
import {
  bodyOf,
  callsTo,
  confirmLast,
  grant,
  location,
  ok,
  okButton,
  page,
  renderPage,
  rowOf,
  serveWorkflow,
  setupPageTests,
} from '../wf-test-kit';
import { Page } from './index';

const model = (modelId: number, modelKey: string, modelName: string, latestVersion: number | null) => ({
  modelId,
  modelKey,
  modelName,
  categoryId: 1,
  categoryName: '职称评审',
  formKey: null,
  remark: null,
  latestVersion,
  createTime: '2026-11-27 10:00:00',
  updateTime: '2026-11-27 10:00:00',
});
const XML = '<bpmn:definitions id="d"><bpmn:process id="pre_review" /></bpmn:definitions>';

function serve() {
  return serveWorkflow((config) => {
    if (config.url === '/workflow/model/list')
      return page([
        model(1, 'pre_review', '职称申报预审', 2),
        model(2, 'company_audit', '单位注册审核', null),
      ]);
    if (config.url === '/workflow/model/1')
      return ok({ ...model(1, 'pre_review', '职称申报预审', 2), xml: XML });
    if (config.url === '/workflow/model/deploy/1')
      return ok({ definitionId: 9, definitionKey: 'pre_review', version: 3 });
    if (config.url === '/workflow/category/list') return ok([]);
    return undefined;
  });
}

const all = [
  P.MODEL_LIST,
  P.MODEL_ADD,
  P.MODEL_EDIT,
  P.MODEL_REMOVE,
  P.MODEL_DESIGN,
  P.MODEL_DEPLOY,
  P.MODEL_EXPORT,
];
const state = setupPageTests();

describe('模型管理 page', () => {
  it('lists models with their latest version; deploy asks first and reports the new version', async () => {
    const fake = serve();
    grant(...all);
    renderPage(Page, '/workflow/model');
    expect(await screen.findByText('职称申报预审')).toBeTruthy();
    expect(within(rowOf('单位注册审核')).getByText('未部署')).toBeTruthy();
    expect(within(rowOf('职称申报预审')).getByText('v2')).toBeTruthy();

    fireEvent.click(within(rowOf('职称申报预审')).getByRole('button', { name: /部\s*署/ }));
    expect(await confirmLast(state.fb)).toContain('职称申报预审');
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/model/deploy/1')).toHaveLength(1));
    await waitFor(() =>
      expect(state.fb.feedback.message.success).toHaveBeenCalledWith('已部署 pre_review 第 3 版'),
    );
  });

  it('设计 opens the designer route; 复制 sends the new key and name', async () => {
    const fake = serve();
    grant(...all);
    renderPage(Page, '/workflow/model');
    await screen.findByText('职称申报预审');
    fireEvent.click(within(rowOf('职称申报预审')).getByRole('button', { name: /复\s*制/ }));
    const dialog = await screen.findByTestId('wf-model-copy');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('流程标识') as HTMLInputElement).value).toBe('pre_review_copy'),
    );
    fireEvent.change(within(dialog).getByLabelText('模型名称'), { target: { value: '预审（省直）' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/model/copy')).toHaveLength(1));
    expect(bodyOf(fake, 'post', '/workflow/model/copy')).toEqual({
      modelId: 1,
      modelKey: 'pre_review_copy',
      modelName: '预审（省直）',
    });

    fireEvent.click(within(rowOf('职称申报预审')).getByRole('button', { name: /设\s*计/ }));
    await waitFor(() => expect(location()).toBe('/workflow/model/design?modelId=1'));
  });

  it('an edit keeps the key and sends the stored diagram back with the new name', async () => {
    const fake = serve();
    grant(...all);
    renderPage(Page, '/workflow/model');
    await screen.findByText('职称申报预审');
    fireEvent.click(within(rowOf('职称申报预审')).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByTestId('wf-model-form');
    const key = within(dialog).getByLabelText('流程标识') as HTMLInputElement;
    await waitFor(() => expect(key.value).toBe('pre_review'));
    expect(key.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('模型名称'), { target: { value: '职称申报预审（新）' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo(fake, 'put', '/workflow/model')).toHaveLength(1));
    expect(bodyOf(fake, 'put', '/workflow/model')).toMatchObject({
      modelId: 1,
      modelName: '职称申报预审（新）',
      xml: XML,
    });
    expect(bodyOf(fake, 'put', '/workflow/model')).not.toHaveProperty('modelKey');
  });

  it('导入 needs a file, then sends its text; buttons follow the permissions', async () => {
    const fake = serve();
    grant(P.MODEL_LIST, P.MODEL_ADD);
    renderPage(Page, '/workflow/model');
    await screen.findByText('职称申报预审');
    expect(screen.queryByRole('button', { name: /部\s*署/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /设\s*计/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByTestId('wf-model-import');
    fireEvent.click(okButton());
    expect(await screen.findByText('请选择要导入的 .bpmn 文件')).toBeTruthy();
    expect(callsTo(fake, 'post', '/workflow/model/import')).toHaveLength(0);

    const input = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([XML], 'pre.bpmn', { type: 'text/xml' })] } });
    expect(await within(dialog.closest('.ant-modal')! as HTMLElement).findByText('pre.bpmn')).toBeTruthy();
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/model/import')).toHaveLength(1));
    expect(bodyOf(fake, 'post', '/workflow/model/import')).toEqual({ xml: XML });
  });
});
