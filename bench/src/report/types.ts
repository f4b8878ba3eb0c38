import type { GenerationResult } from '../data/generate.js';
import type { LoadFigures } from '../load/types.js';
import type { Engine } from '../options.js';
import type { Machine } from '../util/machine.js';
import type { ConsoleResult } from '../console/types.js';
import type { DomainResult } from '../domain/run-domain.js';

export interface ScenarioRun {
  connections: number;
  figures: LoadFigures;
  /** rps ÷ the floor's rps at the same engine and connections. */
  ratioToFloor: number | null;
}

export interface ScenarioResult {
  id: string;
  title: string;
  floor: string;
  status: 'ran' | 'skipped' | 'failed';
  note?: string;
  runs: ScenarioRun[];
  /** The sign-in storm scenario's phases (issue 25 point 3). */
  storm?: LoginStormResult;
}

export interface LoginStormResult {
  loginConnections: number;
  seconds: number;
  /** ZCPS_PASSWORD_HASH_CONCURRENCY and UV_THREADPOOL_SIZE the server ran with. */
  hashConcurrency: string;
  threadPool: string;
  /** With the server's CPU time (all threads) per sign-in over the phase. */
  loginAlone: LoadFigures & { serverCpuMsPerRequest: number | null };
  /** 1-minute load average before the first and after the last phase. */
  loadAverage: { start: number; end: number };
  levels: {
    listConnections: number;
    listAlone: LoadFigures & { serverCpuMsPerRequest: number | null };
    listDuring: LoadFigures;
    /** The storm ran from LEAD_SECONDS before the list's window to as long after it. */
    loginDuring: LoadFigures;
    /** The list's p99 during the storm ÷ its p99 alone. */
    p99Ratio: number | null;
    loadAverage: { alone: number; during: number; after: number };
  }[];
}

export interface MemoryResult {
  idleAfterStartMiB: number | null;
  afterLoadMiB: number | null;
  soak?: {
    seconds: number;
    connections: number;
    /** Length of the first and the last window whose lowest RSS (after GC) are compared. */
    windowSeconds: number;
    /** Lowest RSS in the first window after the 10 s warm-up. */
    startMiB: number;
    /** Lowest RSS in the last window. */
    endMiB: number;
    peakMiB: number;
    growthMiB: number;
    figures: LoadFigures;
    samples: { t: number; rssMiB: number }[];
  };
}

export interface EngineResult {
  engine: Engine;
  data: GenerationResult;
  floors: { id: string; runs: { connections: number; figures: LoadFigures }[] }[];
  scenarios: ScenarioResult[];
  memory: MemoryResult;
}

export interface BenchResult {
  name: string;
  machine: Machine;
  options: { connections: number[]; durationSeconds: number; soakSeconds: number; coldLoads: number };
  engines: EngineResult[];
  /** Domain benchmarks: the title domain's on PostgreSQL (issue 7), the code generator's on any engine. */
  domain?: DomainResult[];
  console?: ConsoleResult;
  budgets: { name: string; limit: string; value: string; pass: boolean | null }[];
  totalSeconds: number;
}

export const mib = (bytes: number | null) =>
  bytes === null ? null : Math.round((bytes / 2 ** 20) * 10) / 10;
