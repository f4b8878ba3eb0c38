// Soak load generator, run as its own process (as bench/src/load/worker.ts is) so it does not share an event
// loop with the server it measures. Reads a SoakJob on stdin; writes SoakOutcome as JSON to job.outFile.
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { SoakJob, SoakOutcome } from './types.js';

const OK = /"code":\s*200[,}]/;
const job = JSON.parse(fs.readFileSync(0, 'utf8')) as SoakJob;

const statuses: Record<string, number> = {};
let envelopeErrors = 0;
const errorSamples = new Map<string, number>();
const ackedNoticeIds: number[] = [];
const ackedPostCodes: string[] = [];
const attempted = { notice: 0, post: 0 };
let counter = 0;
type Ctx = { postCode?: string };

/** Counts the answer; true when it is an acknowledged success (HTTP 2xx and envelope code 200). */
function check(label: string, status: number, body: string): boolean {
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status < 200 || status >= 300) {
    const key = `${label}: HTTP ${status} ${body.slice(0, 120)}`;
    errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
    return false;
  }
  if (OK.test(body)) return true;
  envelopeErrors += 1;
  const key = `${label}: ${body.slice(0, 160)}`;
  errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
  return false;
}

const read = (label: string, path: string): autocannon.Request => ({
  method: 'GET',
  path,
  onResponse: (status, body) => void check(label, status, body),
});

const noticeCreate: autocannon.Request = {
  method: 'POST',
  path: '/zcps/system/notice',
  setupRequest: (req) => {
    attempted.notice += 1;
    const title = `soak ${process.pid} ${counter++}.`;
    const body = { noticeTitle: title, noticeType: '1', noticeContent: '<p>soak</p>', status: '0' };
    return { ...req, body: JSON.stringify(body) };
  },
  onResponse: (status, body) => {
    if (!check('notice create', status, body)) return;
    const id = /"data":\s*"?(\d+)/.exec(body)?.[1];
    if (id) ackedNoticeIds.push(Number(id));
  },
};

const postCreate: autocannon.Request = {
  method: 'POST',
  path: '/zcps/system/post',
  setupRequest: (req, ctx) => {
    attempted.post += 1;
    const n = counter++;
    const postCode = `soak-${process.pid}-${n}`;
    (ctx as Ctx).postCode = postCode;
    const body = { deptId: job.postDeptId, postCode, postName: `soak ${process.pid} ${n}`, postSort: 1 };
    return { ...req, body: JSON.stringify(body) };
  },
  onResponse: (status, body, ctx) => {
    if (check('post create', status, body)) ackedPostCodes.push((ctx as Ctx).postCode!);
  },
};

// Every connection replays this cycle: four reads, a write, four reads, the other write (2 writes in 10).
const reads = [
  read('getInfo', '/zcps/system/user/getInfo'),
  read('user list', '/zcps/system/user/list?pageNum=1&pageSize=20'),
  read('dict', '/zcps/system/dict/data/type/sys_user_sex'),
  read('notice list', '/zcps/system/notice/list?pageNum=1&pageSize=10'),
];

const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.durationSeconds,
  headers: job.headers,
  requests: [...reads, noticeCreate, ...reads, postCreate],
  timeout: 30,
});

const outcome: SoakOutcome = {
  requests: result.requests.total,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  connectionErrors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  envelopeErrors,
  statuses,
  errorSamples: [...errorSamples.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10),
  attempted,
  ackedNoticeIds,
  ackedPostCodes,
};
fs.writeFileSync(job.outFile, JSON.stringify(outcome));
process.stdout.write('done\n');
