export interface SoakJob {
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  /** Department the created posts belong to (seeded). */
  postDeptId: number;
  outFile: string;
}

export interface SoakOutcome {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  connectionErrors: number;
  timeouts: number;
  non2xx: number;
  /** HTTP 2xx answers whose envelope code is not 200. */
  envelopeErrors: number;
  statuses: Record<string, number>;
  /** The most frequent error answers, with their counts. */
  errorSamples: [string, number][];
  attempted: { notice: number; post: number };
  ackedNoticeIds: number[];
  ackedPostCodes: string[];
}

export interface WriteCheck {
  noticesAcked: number;
  noticesFound: number;
  postsAcked: number;
  postsFound: number;
  /** Rows present although their create was not acknowledged (e.g. answered after a timeout). */
  unacknowledgedRows: number;
}

export interface RssSample {
  t: number;
  rssMiB: number;
}
