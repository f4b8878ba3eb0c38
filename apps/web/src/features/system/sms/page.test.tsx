import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SmsLogVo, SmsProviderVo, SmsTemplateVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;

const template = (
  templateId: number,
  purpose: SmsTemplateVo['purpose'],
  channel: SmsTemplateVo['channel'],
) => ({
  templateId,
  purpose,
  channel,
  templateCode: channel === 'sms' ? `SMS_${purpose.toUpperCase()}` : '',
  subject: channel === 'email' ? '职称评审答辩通知' : '',
  templateText: purpose === 'login' ? '您的验证码为：{code}' : '{name}，答辩安排在{time}',
  status: '0',
  updateTime: '2026-11-27 10:00:00',
});
const provider = (channel: SmsProviderVo['channel']): SmsProviderVo => ({
  channel,
  provider: channel === 'sms' ? 'http' : 'log',
  source: channel === 'sms' ? 'row' : 'env',
  host: '',
  port: null,
  secure: false,
  username: '',
  password: '',
  fromAddr: '',
  url: channel === 'sms' ? 'https://gateway.example.com/send' : '',
  secretHeader: channel === 'sms' ? 'X-Api-Key' : '',
  secret: channel === 'sms' ? '******' : '',
  updateTime: null,
});
const log = (logId: number, purpose: string, status: string): SmsLogVo => ({
  logId,
  channel: 'sms',
  purpose,
  recipient: '138****1234',
  templateCode: '',
  subject: '',
  content: purpose === 'login' ? '您的验证码为：******' : `张三，答辩安排在 #${logId}`,
  status,
  error: status === '2' ? 'HTTP 500' : null,
  attempts: 1,
  provider: 'http',
  createTime: '2026-11-27 10:00:00',
  sendTime: '2026-11-27 10:00:01',
});

function serve() {
  return fakeAdapter((config) => {
    const ok = { code: 200, msg: '操作成功' };
    if (config.method !== 'get') return { data: { ...ok, data: null } };
    if (config.url?.includes('/template/list'))
      return { data: { ...ok, data: [template(1, 'login', 'sms'), template(2, 'defense', 'email')] } };
    if (config.url?.includes('/provider/list'))
      return { data: { ...ok, data: [provider('sms'), provider('email')] } };
    return {
      data: {
        ...ok,
        total: 3,
        rows: [log(11, 'defense', '2'), log(12, 'login', '2'), log(13, 'review', '1')],
      },
    };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/system/sms']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const all = [
  'system:sms:list',
  'system:sms:query',
  'system:sms:edit',
  'system:sms:send',
  'system:sms:remove',
  'system:sms:export',
];
type Fake = ReturnType<typeof serve>;
const bodyOf = (fake: Fake, method: string) =>
  JSON.parse(String(fake.calls.find((c) => c.method === method)!.data)) as Record<string, unknown>;
let fb: ReturnType<typeof fakeFeedback>;

beforeEach(() => {
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('短信消息 page', () => {
  it('lists the templates in words and edits one with its id and purpose', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    const row = (await screen.findByText('登录验证码')).closest('tr')!;
    expect(within(row).getByText('短信')).toBeTruthy();
    expect(within(row).getByText('SMS_LOGIN')).toBeTruthy();
    expect(within(row).getByText('启用')).toBeTruthy();
    expect(screen.getByText('答辩通知')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const form = await screen.findByTestId('sms-template-form');
    await waitFor(() => expect(within(form).getByDisplayValue('您的验证码为：{code}')).toBeTruthy());
    expect(within(form).getByText('可用参数：{code} {minutes}')).toBeTruthy();
    fireEvent.change(within(form).getByDisplayValue('您的验证码为：{code}'), {
      target: { value: '验证码{code}，{minutes}分钟有效' },
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    expect(bodyOf(fake, 'put')).toMatchObject({
      templateId: 1,
      purpose: 'login',
      templateCode: 'SMS_LOGIN',
      templateText: '验证码{code}，{minutes}分钟有效',
      status: '0',
    });
  }, 60_000);

  it('shows each channel’s provider with its secret masked; a reader gets no edit or test send', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:sms:list', 'system:sms:query'] });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '服务配置' }));
    const sms = await screen.findByTestId('sms-provider-sms');
    expect(within(sms).getByText('HTTP 短信网关')).toBeTruthy();
    expect(within(sms).getByText('******')).toBeTruthy();
    expect(within(sms).getByText('本页配置')).toBeTruthy();
    const email = screen.getByTestId('sms-provider-email');
    expect(within(email).getByText('服务器环境变量默认')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '测试发送' })).toBeNull();
  }, 60_000);

  it('sends a test message to the address given', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '服务配置' }));
    const sms = await screen.findByTestId('sms-provider-sms');
    fireEvent.click(within(sms).getByRole('button', { name: '测试发送' }));
    const form = await screen.findByTestId('sms-test-form');
    fireEvent.change(within(form).getByPlaceholderText('请输入接收地址'), {
      target: { value: '13812341234' },
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'post')!.url).toContain('/system/sms/provider/test');
    expect(bodyOf(fake, 'post')).toEqual({ channel: 'sms', to: '13812341234' });
  }, 60_000);

  it('offers 重发 on a failed notice only, never on a code, and sends it again after asking', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '发送记录' }));
    const failed = (await screen.findByText('张三，答辩安排在 #11')).closest('tr')!;
    expect(within(failed).getByText('失败')).toBeTruthy();
    expect(within(failed).getByText('HTTP 500')).toBeTruthy();
    expect(within(failed).getByText('138****1234')).toBeTruthy();
    const code = screen.getByText('您的验证码为：******').closest('tr')!;
    expect(within(code).queryByRole('button', { name: /重\s*发/ })).toBeNull();
    expect(within(code).getByTitle('验证码消息不重发')).toBeTruthy();
    const sent = screen.getByText('张三，答辩安排在 #13').closest('tr')!;
    expect(within(sent).getByText('已发送')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /重\s*发/ })).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: /重\s*发/ }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalled());
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'post')!.url).toContain('/system/sms/log/11/resend');
  }, 60_000);
});
