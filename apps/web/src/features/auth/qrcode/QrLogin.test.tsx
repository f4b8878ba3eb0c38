import { createCipheriv, createPublicKey, publicEncrypt, constants } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Headers, StorageKeys } from '@zcps/contracts';
import { AppProviders } from '../../../test/app-providers';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { service } from '../../../lib/request';
import { fakeAdapter } from '../../../test/fake-adapter';
import { QrLogin } from './QrLogin';

const TICKET = 'T'.repeat(43);
const originalAdapter = service.defaults.adapter;

/** The server's encrypted answer: AES body, the key under the page's modulus (encrypt-public-key). */
function encrypted(modulus: string, envelope: unknown) {
  const aesKey = 'Qw3eRt5yUi7oPa9sDf1gHj3kLz5xCv7b';
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(aesKey), null);
  const body = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]).toString(
    'base64',
  );
  const key = createPublicKey({ key: { kty: 'RSA', n: modulus, e: 'AQAB' }, format: 'jwk' });
  const header = publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(btoa(aesKey)));
  return { data: body, headers: { [Headers.ENCRYPT_KEY]: header.toString('base64') } };
}

function serve(states: object[]) {
  let polls = 0;
  return fakeAdapter((config) => {
    if (config.url === '/auth/qrcode/ticket')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: { ticket: TICKET, content: `zcps:qrlogin:${TICKET}`, expireIn: 120, pollKey: 'page-key' },
        },
      };
    if (config.url === `/auth/qrcode/${TICKET}`) {
      const state = states[Math.min(polls++, states.length - 1)];
      return encrypted(String(config.headers.get('encrypt-public-key')), {
        code: 200,
        msg: 'ok',
        data: state,
      });
    }
    return { status: 404, data: '' };
  });
}

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  useUserStore.setState({ token: null });
  await i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  vi.useRealTimers();
  service.defaults.adapter = originalAdapter;
});

describe('QrLogin', () => {
  it('shows the code, follows the scan and signs in with the token of the confirmed ticket', async () => {
    const fake = serve([
      { state: 'scanned', scannedBy: '张三', token: null },
      {
        state: 'confirmed',
        scannedBy: '张三',
        token: { access_token: 'qr-token', expire_in: 43200, client_id: 'c' },
      },
    ]);
    service.defaults.adapter = fake.adapter;
    const onSignedIn = vi.fn();
    render(
      <AppProviders queryClient={new QueryClient()}>
        <QrLogin onSignedIn={onSignedIn} />
      </AppProviders>,
    );
    const image = await screen.findByTestId('qr-image');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(image.getAttribute('data-ticket')).toBe(TICKET);
    await vi.advanceTimersByTimeAsync(2100);
    await waitFor(() => expect(screen.getByTestId('qr-state').textContent).toContain('张三 已扫描'));
    await vi.advanceTimersByTimeAsync(2100);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBe('qr-token');
    // The poll asked for an encrypted answer with this page's key.
    const poll = fake.calls.find((c) => c.url === `/auth/qrcode/${TICKET}`);
    expect(String(poll?.headers.get('encrypt-public-key'))).toMatch(/^[A-Za-z0-9_-]{170,}$/);
    expect(poll?.headers.get('qr-poll-key')).toBe('page-key');
  });

  it('offers a new code once the ticket expired', async () => {
    service.defaults.adapter = serve([{ state: 'expired', scannedBy: null, token: null }]).adapter;
    render(
      <AppProviders queryClient={new QueryClient()}>
        <QrLogin onSignedIn={() => {}} />
      </AppProviders>,
    );
    await screen.findByTestId('qr-image');
    await vi.advanceTimersByTimeAsync(2100);
    expect(await screen.findByTestId('qr-refresh')).toBeTruthy();
    expect(screen.getByTestId('qr-state').textContent).toContain('二维码已过期');
  });
});
