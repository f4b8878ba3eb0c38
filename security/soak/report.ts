import type { RssSample, SoakOutcome, WriteCheck } from './types.js';

export interface SoakSummary {
  startedAt: string;
  minutes: number;
  connections: number;
  outcome: SoakOutcome;
  writes: WriteCheck;
  rss: RssSample[];
  serverStartSeconds: number;
}

export function errorsOf(o: SoakOutcome): number {
  return o.connectionErrors + o.timeouts + o.non2xx + o.envelopeErrors;
}

export function lostWritesOf(w: WriteCheck): number {
  return w.noticesAcked - w.noticesFound + (w.postsAcked - w.postsFound);
}

export function passed(s: SoakSummary): boolean {
  return errorsOf(s.outcome) === 0 && lostWritesOf(s.writes) === 0 && s.outcome.requests > 0;
}

export function renderSoak(s: SoakSummary): string {
  const o = s.outcome;
  const w = s.writes;
  const rss = s.rss.map((r) => r.rssMiB);
  const warm = s.rss.find((r) => r.t >= 30) ?? s.rss[0];
  const end = s.rss[s.rss.length - 1];
  const every = Math.max(1, Math.ceil(s.rss.length / 12));
  const lines = [
    `# Soak, ${s.startedAt.slice(0, 10)}`,
    '',
    `Verdict: **${passed(s) ? 'PASS' : 'FAIL'}** — ${errorsOf(o)} errors, ${lostWritesOf(w)} lost writes.`,
    '',
    `- ${s.minutes} min at ${s.connections} connections (autocannon, one worker process), built server on ` +
      `PostgreSQL + Redis (a database created for the run and dropped after), loopback, captcha off`,
    '- each connection replays: getInfo, user list, dict, notice list, **create notice**, the same four reads, ' +
      '**create post** (2 writes in 10 requests), as the seeded super admin',
    `- server start (migrate + seed on the empty database): ${s.serverStartSeconds.toFixed(1)} s`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| requests | ${o.requests} |`,
    `| throughput | ${o.rps.toFixed(0)} req/s |`,
    `| latency p50 / p99 / max | ${o.p50} / ${o.p99} / ${o.max} ms |`,
    `| HTTP statuses | ${Object.entries(o.statuses)
      .map(([k, v]) => `${k}×${v}`)
      .join(' ')} |`,
    `| connection errors / timeouts | ${o.connectionErrors} / ${o.timeouts} |`,
    `| non-2xx / envelope code ≠ 200 | ${o.non2xx} / ${o.envelopeErrors} |`,
    `| notices: attempted / acknowledged / found in DB | ${o.attempted.notice} / ${w.noticesAcked} / ${w.noticesFound} |`,
    `| posts: attempted / acknowledged / found in DB | ${o.attempted.post} / ${w.postsAcked} / ${w.postsFound} |`,
    `| rows written without an acknowledgement | ${w.unacknowledgedRows} |`,
    `| server RSS after 30 s / end / peak | ${warm?.rssMiB ?? '?'} / ${end?.rssMiB ?? '?'} / ${rss.length ? Math.max(...rss) : '?'} MiB |`,
    '',
    'Attempted counts include requests still in flight when the run stopped (autocannon drops their answers), ' +
      'so attempted − acknowledged is not an error by itself; a lost write is an acknowledged create that the ' +
      'database does not hold.',
    '',
  ];
  if (o.errorSamples.length > 0)
    lines.push('## Errors (most frequent)', '', ...o.errorSamples.map(([k, n]) => `- ${n}× ${k}`), '');
  lines.push(
    '## Server RSS over time',
    '',
    '| s | MiB |',
    '| ---: | ---: |',
    ...s.rss
      .filter((_, i) => i % every === 0 || i === s.rss.length - 1)
      .map((r) => `| ${r.t} | ${r.rssMiB} |`),
    '',
  );
  return lines.join('\n');
}
