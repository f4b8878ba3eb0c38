import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { Feedback } from '../lib/feedback';

export type Reply = { status?: number; data?: unknown; headers?: Record<string, string> } | Error;
export type Route = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** An axios adapter answering from a function, and recording every request it saw. */
export function fakeAdapter(route: Route) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await route(config);
    if (reply instanceof Error) throw reply;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: 'OK',
      headers: reply.headers ?? {},
      config,
    };
    const validate = config.validateStatus;
    if (validate && !validate(response.status)) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, calls };
}

export function fakeFeedback() {
  const feedback = {
    message: {
      error: vi.fn(),
      warning: vi.fn(),
      success: vi.fn(),
      info: vi.fn(),
      loading: vi.fn(),
      open: vi.fn(),
    },
    notification: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn(), open: vi.fn() },
    modal: { confirm: vi.fn(), info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
  };
  return { feedback, asFeedback: feedback as unknown as Feedback };
}
