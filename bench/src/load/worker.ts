// Load generator, run as its own process so it does not share a core's event loop with what it measures.
// Reads a WorkerJob as JSON on stdin, runs autocannon, prints LoadFigures as JSON on stdout.
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import type { LoadFigures, WorkerJob, WorkerStep } from './types.js';

const OK = /"code":\s*200[,}]/;

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const job = JSON.parse(await readStdin()) as WorkerJob;
let envelopeErrors = 0;
let compressed = 0;
const check = (status: number, body: string, _ctx?: object, headers?: IncomingHttpHeaders) => {
  // A compressed answer (only when the job asks for it, as a browser does) was over the server's 1 KB
  // threshold, which no error envelope reaches; its body is not text, so only its status is checked.
  if (headers?.['content-encoding']) {
    compressed += 1;
    return;
  }
  // non-2xx answers are counted by autocannon already
  if (status >= 200 && status < 300 && !OK.test(body)) envelopeErrors += 1;
};

let counter = 0;
type Ctx = { title?: string; id?: string };

function requestsOf(steps: WorkerStep[]): autocannon.Request[] {
  if (job.noticeWrite) {
    return [
      {
        method: 'POST',
        path: '/zcps/system/notice',
        setupRequest: (req, ctx) => {
          // Terminated, so the title search for `bench 7 1.` cannot also match `bench 7 10.`.
          const title = `bench ${process.pid} ${counter++}.`;
          (ctx as Ctx).title = title;
          const body = { noticeTitle: title, noticeType: '1', noticeContent: '<p>bench</p>', status: '0' };
          return { ...req, body: JSON.stringify(body) };
        },
        onResponse: check,
      },
      {
        method: 'GET',
        setupRequest: (req, ctx) => ({
          ...req,
          path: `/zcps/system/notice/list?pageNum=1&pageSize=1&noticeTitle=${encodeURIComponent((ctx as Ctx).title ?? '')}`,
        }),
        onResponse: (status, body, ctx) => {
          check(status, body);
          (ctx as Ctx).id = /"noticeId":\s*"?(\d+)/.exec(body)?.[1];
        },
      },
      {
        method: 'DELETE',
        // No body, so no JSON content type either (as the console's axios sends it): an empty JSON body is a 400.
        setupRequest: (req, ctx) => {
          const { 'content-type': _json, ...headers } = req.headers ?? {};
          return { ...req, headers, path: `/zcps/system/notice/${(ctx as Ctx).id ?? '0'}` };
        },
        onResponse: check,
      },
    ];
  }
  const rotate = job.rotate;
  return steps.map((step) => ({
    method: step.method,
    path: step.path,
    body: step.body,
    onResponse: check,
    ...(rotate?.length
      ? {
          setupRequest: (req: autocannon.Request) => {
            const next = rotate[counter++ % rotate.length]!;
            return { ...req, body: next.body, headers: { ...req.headers, 'encrypt-key': next.header } };
          },
        }
      : {}),
  }));
}

const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.durationSeconds,
  headers: job.headers,
  requests: requestsOf(job.steps),
  timeout: 30,
});

const figures: LoadFigures = {
  requests: result.requests.total,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  mean: result.latency.average,
  errors: result.errors + result.non2xx + envelopeErrors,
  non2xx: result.non2xx,
  envelopeErrors,
  timeouts: result.timeouts,
  ...(compressed ? { compressed } : {}),
};
process.stdout.write(JSON.stringify(figures) + '\n');
