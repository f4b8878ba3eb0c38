import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentPermission as P } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { AttachmentPanel } from './AttachmentPanel';
import { attachmentFixtures as fx, serveAttachments } from './attachment-fixtures';

const originalAdapter = service.defaults.adapter;
const originalCreate = URL.createObjectURL;
let fb: ReturnType<typeof fakeFeedback>;

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AttachmentPanel employeeId={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  clearDictCache();
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  URL.createObjectURL = vi.fn(() => 'blob:local/preview');
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  URL.createObjectURL = originalCreate;
  useUserStore.setState({ permissions: [] });
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const staffPerms = [P.LIST, P.QUERY, P.UPLOAD, P.DOWNLOAD, P.REMOVE, P.SUBMIT];

describe('AttachmentPanel (the dossier attachments tab)', () => {
  it('shows states, remarks and missing required types; the owner submits and uploads only what the type allows', async () => {
    const fake = fakeAdapter(serveAttachments);
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: staffPerms });
    renderPanel();
    expect(await screen.findByText('照片.png')).toBeTruthy();
    expect(fake.calls.find((c) => c.url?.startsWith('/employee/attachment/list'))!.url).toContain(
      'employeeId=7',
    );
    expect(await screen.findByText('以下必传附件尚未上传：身份证')).toBeTruthy();
    expect(within(rowOf('学位.pdf')).getByText('已退回')).toBeTruthy();
    expect(within(rowOf('学位.pdf')).getByText('扫描不清晰')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
    // Pending records cannot be submitted again or deleted; the office's verdict stays.
    expect(within(rowOf('业绩.xlsx')).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(rowOf('业绩.xlsx')).queryByRole('button', { name: /提交审核/ })).toBeNull();
    expect(within(rowOf('业绩.xlsx')).queryByRole('button', { name: /预\s*览/ })).toBeNull();

    fireEvent.click(within(rowOf('学位.pdf')).getByRole('button', { name: /提交审核/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/employee/attachment/submit')).toBe(true));
    const submitted = fake.calls.find((c) => c.url === '/employee/attachment/submit')!;
    expect(JSON.parse(String(submitted.data))).toEqual({ recordIds: [fx.returned.recordId] });

    fireEvent.click(screen.getByRole('button', { name: /上传附件/ }));
    const dialog = await screen.findByTestId('attachment-upload-form');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="证件照"]');
      expect(found).toBeTruthy();
      return found!;
    });
    fireEvent.click(option);
    expect((await within(dialog).findByTestId('attachment-type-hint')).textContent).toBe(
      '允许 png，单个文件不超过 1MB',
    );
    // The upload widget renders a fresh input after each pick.
    const input = () => dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input(), { target: { files: [new File(['%PDF-1.4'], 'a.pdf')] } });
    expect(await within(dialog).findByText('该附件类型只允许 png 格式的文件')).toBeTruthy();
    fireEvent.change(input(), {
      target: { files: [new File([new Uint8Array(2 * 1024 * 1024)], 'big.png')] },
    });
    expect(await within(dialog).findByText('文件大小不能超过 1MB')).toBeTruthy();
    const ok = () => screen.getByRole('button', { name: /确\s*定|OK/ }) as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    fireEvent.change(input(), { target: { files: [new File(['png'], '照片2.png')] } });
    await waitFor(() => expect(ok().disabled).toBe(false));
    fireEvent.click(ok());
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/employee/attachment/upload')).toBe(true));
    const form = fake.calls.find((c) => c.url === '/employee/attachment/upload')!.data as FormData;
    expect([form.get('employeeId'), form.get('typeId'), (form.get('file') as File).name]).toEqual([
      '7',
      String(fx.photoType.typeId),
      '照片2.png',
    ]);
    expect([...form.keys()]).toEqual(['employeeId', 'typeId', 'file']);
    expect(fb.feedback.message.success).toHaveBeenCalledWith('上传成功');
  }, 90_000);

  it('lets a checker preview an image and return a record only with a remark', async () => {
    const fake = fakeAdapter(serveAttachments);
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.QUERY, P.DOWNLOAD, P.CHECK] });
    renderPanel();
    fireEvent.click(await screen.findByText('照片.png'));
    const image = await screen.findByRole('img', { name: '照片.png' });
    expect(image.getAttribute('src')).toBe('blob:local/preview');
    expect(fake.calls.some((c) => c.url === `/employee/attachment/${fx.draft.recordId}/preview`)).toBe(true);

    expect(screen.queryByRole('button', { name: /上传附件/ })).toBeNull();
    expect(within(rowOf('照片.png')).queryByRole('button', { name: /通\s*过/ })).toBeNull();
    fireEvent.click(within(rowOf('业绩.xlsx')).getByRole('button', { name: /退\s*回/ }));
    const dialog = await screen.findByTestId('attachment-check-form');
    const confirm = () => screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!;
    fireEvent.click(confirm());
    expect(await screen.findByText('退回和不通过需要填写审核意见')).toBeTruthy();
    expect(fake.calls.some((c) => c.url === '/employee/attachment/check')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '缺少盖章' } });
    fireEvent.click(confirm());
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/employee/attachment/check')).toBe(true));
    const body = JSON.parse(String(fake.calls.find((c) => c.url === '/employee/attachment/check')!.data));
    expect(body).toEqual({ recordIds: [fx.pending.recordId], action: 'return', checkRemark: '缺少盖章' });
  }, 90_000);
});
