import { http } from '../../../lib/request';

export interface HealthProbe {
  up: boolean;
  latencyMs: number;
  status?: string;
}

/** Server liveness as seen from this browser; whatever the body, a 2xx means the API answers. */
export async function probeHealth(): Promise<HealthProbe> {
  const started = performance.now();
  try {
    const body = await http.get<unknown>('/health', { isToken: false, silent: true, timeout: 10_000 });
    const status =
      body && typeof body === 'object' && 'status' in body && typeof body.status === 'string' ? body.status : undefined;
    return { up: true, latencyMs: Math.round(performance.now() - started), ...(status ? { status } : {}) };
  } catch {
    return { up: false, latencyMs: Math.round(performance.now() - started) };
  }
}
