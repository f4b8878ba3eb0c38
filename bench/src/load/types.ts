/** What the parent hands the load worker on stdin. */
export interface WorkerStep {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
}

export interface WorkerJob {
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  /** Replayed in order by every connection. */
  steps: WorkerStep[];
  /** Login: each request takes the next prepared encrypted body and its encrypt-key header. */
  rotate?: { header: string; body: string }[];
  /** Notice write: create with a unique title, find it, delete it. */
  noticeWrite?: boolean;
}

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  /** Connection errors + timeouts + non-2xx + envelopes whose code is not 200. */
  errors: number;
  non2xx: number;
  envelopeErrors: number;
  timeouts: number;
  /** Answers that came back compressed (jobs sending accept-encoding only). */
  compressed?: number;
}
