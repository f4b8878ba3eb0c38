export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBytes {
  route: string;
  files: number;
  js: Sizes;
  css: Sizes;
}

export interface PageLoad {
  bytes: number;
  jsCssBytes: number;
  requests: number;
  fcpMs: number | null;
  lcpMs: number | null;
}

export interface PageSummary {
  loads: PageLoad[];
  median: PageLoad;
}

export interface ConsoleResult {
  routes: RouteBytes[];
  loginPage?: PageSummary;
  /** Submit on the login form → the first page rendered (same context: the login page's cache is warm). */
  loginTransition?: { medianMs: number; medianBytes: number; samples: { ms: number; bytes: number }[] };
  firstPageAfterLogin?: PageSummary;
  tabSwitch?: {
    status: 'ran' | 'skipped';
    note?: string;
    medianMs?: number;
    p95Ms?: number;
    samples?: number[];
  };
  error?: string;
}
