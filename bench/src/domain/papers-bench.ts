/**
 * The printable papers (issue 20 point 9): one certificate and one 50-row 答辩签到表 built as PDF through the
 * server's own layouts (certificatePaper, signInPaper with the session's columns), no database. The first build
 * of a process also reads the two Noto Sans SC files (11 MB each) and is reported apart; then the median and
 * p95 of `--runs` warm builds, and the file sizes (the font is embedded as a subset of the glyphs used).
 *
 *   cd bench && node --import tsx src/domain/papers-bench.ts [--runs 30] [--rows 50]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  applicantColumns,
  sessionPairs,
  signInPaper,
} from '../../../apps/server/src/modules/review/papers/defense-papers.service.js';
import { certificatePaper } from '../../../apps/server/src/modules/review/papers/office-papers.service.js';
import type { SessionApplicant } from '../../../apps/server/src/modules/review/papers/papers.repo.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '30' }, rows: { type: 'string', default: '50' } },
});
const runs = Number(values.runs);
const rowCount = Number(values.rows);

const certificate = () =>
  certificatePaper('zh_CN', {
    applicantName: '张明远',
    unitName: '华信建设集团有限公司第三工程分公司',
    seriesName: '工程系列',
    titleName: '高级工程师',
    certificateNo: 'ZS2026-000123',
    reviewYear: 2026,
    issueDate: '2026-11-27',
    orgName: '省工程技术人才职称评审委员会',
    approvalStatus: '6',
  }).toBuffer();

const head = {
  sessionId: 1,
  activityName: '2026 年度工程系列高级职称评审',
  teamName: '土木工程学科组',
  place: '省人才服务中心三楼第一会议室',
  startTime: new Date(2026, 11, 1, 9, 0),
};
const rows: SessionApplicant[] = Array.from({ length: rowCount }, (_, i) => ({
  orderNum: i + 1,
  declarationId: 1000 + i,
  declarationNo: `SB2026-${String(i + 1).padStart(5, '0')}`,
  applicantName: `申报人${i + 1}`,
  unitName: i % 3 ? '华信建设集团有限公司' : '省交通规划勘察设计研究院有限公司（桥梁与隧道分院）',
  titleName: '高级工程师',
  userId: null,
}));
const sheet = () =>
  signInPaper('zh_CN', '答辩签到表', sessionPairs(head), applicantColumns(), rows).toBuffer();

async function measure(build: () => Promise<Buffer>) {
  let started = performance.now();
  const first = await build();
  const coldMs = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await build();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { firstMs: round(coldMs), medianMs: round(at(0.5)), p95Ms: round(at(0.95)), bytes: first.length };
}

// The sheet first: it pays the font reads, so the certificate's first build shows a warm process's cost.
const signIn = await measure(sheet);
const cert = await measure(certificate);
console.log(JSON.stringify({ runs, rows: rowCount, signInSheet: signIn, certificate: cert }));
