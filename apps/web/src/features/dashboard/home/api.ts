import { http } from '../../../lib/request';

export interface HealthProbe {
  up: boolean;
  latencyMs: number;
}

// The envelope `{code, data: {status}}` or a bare `{status}`; a 2xx without a status counts as up.
interface HealthBody {
  status?: string;
  data?: { status?: string } | null;
}

/** Server liveness as seen from this browser. */
export async function probeHealth(): Promise<HealthProbe> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const body = await http.get<HealthBody | null>('/health', {
      isToken: false,
      silent: true,
      timeout: 10_000,
    });
    const status = body?.data?.status ?? body?.status;
    return { up: status === undefined || status.toUpperCase() === 'UP', latencyMs: elapsed() };
  } catch {
    return { up: false, latencyMs: elapsed() };
  }
}
