import { spawnSync } from 'node:child_process';
import { describe, it, type ExpectStatic } from 'vitest';
import { workflowMessages } from '../../platform/i18n/catalog/workflow.js';
import { engines } from '../../test/test-app.js';
import { startServer, type ServerProcess } from '../../test/kits/ops-crash.js';
import {
  freePort,
  startInstance,
  startNginx,
  stop,
  waitForHealth,
  type Proc,
} from '../../test/kits/ops-scale-out.js';
import { prepareDeployment } from '../../test/kits/deployment.js';
import { originOf, sleep, waitFor, WorkflowAdmin, type HistoryRow } from '../../test/kits/workflow-ops.js';
import { leaveProcess } from './test-fixtures/bpmn.js';

/** 3.6 s: long enough to stop the server before the timeouts are due, short enough not to wait long after. */
const TIMEOUT_HOURS = 0.001;
const TIMEOUT_MS = TIMEOUT_HOURS * 3_600_000;
const RACED_TASKS = 8;
/** Limit for a poller tick to show its effect, which it does within about a second. */
const TICK_WAIT_MS = 15_000;
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const withRedisAndPostgres = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/** apply (the initiator, here the administrator) → sign (user 1, the administrator): two approvals. */
const twoSteps = (key: string, timeout: { timeoutAction?: string } = {}) =>
  leaveProcess({
    key,
    candidates: '1',
    ...(timeout.timeoutAction && { timeoutHours: TIMEOUT_HOURS, timeoutAction: timeout.timeoutAction }),
  });
const actions = (history: HistoryRow[], action: string) =>
  history.filter((h) => h.action === action).map((h) => h.elementId);

async function openTaskId(wf: WorkflowAdmin, instanceId: number, expect: ExpectStatic): Promise<number> {
  const open = await wf.openTasks(instanceId);
  expect(open).toHaveLength(1);
  return open[0]!.taskId;
}

// The passes share nothing (own data dir or database, own Redis db), so they run side by side: most of each is
// a server starting or waiting for a poller tick.
describe.concurrent('workflow durability, real server processes', () => {
  it.for(engines)(
    'on %s: SIGKILLed between two approvals it resumes from the last committed one; ' +
      'timeouts due while it is down fire once after a restart, and not again after a second',
    { timeout: 240_000 },
    async (engine, { expect, onTestFinished }) => {
      const deployment = await prepareDeployment(engine, [14, 13, 11]);
      let running: ServerProcess | undefined;
      onTestFinished(async () => {
        running?.child.kill('SIGKILL');
        await running?.exited;
        await deployment.cleanup();
      });
      const boot = async () => (running = await startServer(deployment.env));
      const kill = async (server: ServerProcess) => {
        server.child.kill('SIGKILL');
        expect((await server.exited).signal).toBe('SIGKILL');
        running = undefined;
      };

      const first = await boot();
      let wf = await WorkflowAdmin.signIn(originOf(first));
      await wf.pollTimersEverySecond();
      await wf.deploy('durable', twoSteps('durable'));
      await wf.deploy('remindLate', twoSteps('remindLate', { timeoutAction: 'remind' }));
      await wf.deploy('approveLate', twoSteps('approveLate', { timeoutAction: 'approve' }));
      const durable = await wf.start('durable', { days: 5 });
      const reminded = await wf.start('remindLate', { days: 5 });
      const autoApproved = await wf.start('approveLate', { days: 5 });
      expect((await wf.approve(await openTaskId(wf, durable, expect))).code).toBe(200);
      const timedApplies = [
        await openTaskId(wf, reminded, expect),
        await openTaskId(wf, autoApproved, expect),
      ];

      // Approving the apply tasks opens the timed sign tasks; the kill follows at once, before they are due.
      const sentAt = Date.now();
      const submitted = await Promise.all(timedApplies.map((taskId) => wf.approve(taskId)));
      const answeredAt = Date.now();
      const killedAt = Date.now();
      await kill(first);
      expect(submitted.map((r) => r.code)).toEqual([200, 200]);
      expect(killedAt).toBeLessThan(sentAt + TIMEOUT_MS);
      await sleep(answeredAt + TIMEOUT_MS + 200 - Date.now());

      const second = await boot();
      wf = await WorkflowAdmin.signIn(originOf(second));
      const [resumed] = await wf.openTasks(durable);
      expect(resumed?.elementId).toBe('sign');
      const resumedDetail = await wf.detail(durable);
      expect(resumedDetail.status).toBe('running');
      expect(actions(resumedDetail.history, 'approve')).toEqual(['apply']);
      expect((await wf.approve(resumed!.taskId)).code).toBe(200);
      const ended = await wf.detail(durable);
      expect(ended.status).toBe('approved');
      expect(actions(ended.history, 'approve')).toEqual(['apply', 'sign']);

      // The restarted server's poller fires both overdue timeouts on its own.
      await waitFor(
        'the restarted poller to fire the overdue timeouts',
        async () => {
          const fired = (await wf.timerRuns(second.child.pid)).reduce((sum, run) => sum + run.fired, 0);
          return fired >= 2 ? fired : undefined;
        },
        TICK_WAIT_MS,
      );
      await kill(second);

      const third = await boot();
      wf = await WorkflowAdmin.signIn(originOf(third));
      const laterRuns = await waitFor(
        'a poller run on the twice restarted server',
        async () => {
          const runs = await wf.timerRuns(third.child.pid);
          return runs.length ? runs : undefined;
        },
        TICK_WAIT_MS,
      );
      expect(laterRuns.map((run) => run.fired)).toEqual(laterRuns.map(() => 0));
      expect((await wf.timerRuns()).reduce((sum, run) => sum + run.fired, 0)).toBe(2);

      const remindedNow = await wf.detail(reminded);
      expect(actions(remindedNow.history, 'remind')).toEqual(['sign']);
      expect(remindedNow.status).toBe('running');
      expect((await wf.openTasks(reminded)).map((t) => t.elementId)).toEqual(['sign']);
      const autoApprovedNow = await wf.detail(autoApproved);
      expect(actions(autoApprovedNow.history, 'timeout')).toEqual(['sign']);
      expect(actions(autoApprovedNow.history, 'approve')).toEqual(['apply']);
      expect(autoApprovedNow.status).toBe('approved');
      expect(await wf.openTasks(autoApproved)).toEqual([]);
    },
  );

  it.skipIf(!withRedisAndPostgres || !hasNginx)(
    'two instances behind nginx: the same task approved on both at once is approved once, the other refused; ' +
      'a timeout both instances poll for fires once',
    { timeout: 240_000 },
    async ({ expect, onTestFinished }) => {
      const deployment = await prepareDeployment('postgres', [15, 10, 8]);
      const servers: Proc[] = [];
      const proxies: Proc[] = [];
      onTestFinished(async () => {
        // SIGTERM for nginx: its master takes the workers down, where a SIGKILL would leave them listening.
        await Promise.all([...proxies.map((p) => stop(p)), ...servers.map((p) => stop(p, 'SIGKILL'))]);
        await deployment.cleanup();
      });
      const ports: [number, number] = [await freePort(), await freePort()];
      const instances = ports.map((port) => startInstance(port, deployment.env));
      servers.push(...instances);
      const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
      await Promise.all([waitForHealth(a, instances[0]!, 120_000), waitForHealth(b, instances[1]!, 120_000)]);
      const proxyPort = await freePort();
      const nginx = startNginx(deployment.env.ZCPS_DATA_DIR!, proxyPort, ports);
      proxies.push(nginx);
      const proxy = `http://127.0.0.1:${proxyPort}`;
      await waitForHealth(proxy, nginx, 10_000);

      const wf = await WorkflowAdmin.signIn(proxy);
      await wf.deploy('raced', twoSteps('raced'));
      // A timeout comes due while both instances poll for it every second, each tick claimed by one of them.
      await wf.pollTimersEverySecond();
      await wf.deploy('remindShared', twoSteps('remindShared', { timeoutAction: 'remind' }));
      const reminded = await wf.start('remindShared', { days: 5 });
      expect((await wf.approve(await openTaskId(wf, reminded, expect))).code).toBe(200);
      const raced: { instanceId: number; taskId: number }[] = [];
      for (let i = 0; i < RACED_TASKS; i++) {
        const instanceId = await wf.start('raced', { days: 5 });
        raced.push({ instanceId, taskId: await openTaskId(wf, instanceId, expect) });
      }
      // Every task gets two approvals at the same moment: half straight to A and B, half both through nginx.
      const answers = await Promise.all(
        raced.map(({ taskId }, i) => {
          const pair = i % 2 ? [wf, wf] : [wf.at(a), wf.at(b)];
          return Promise.all(pair.map((who) => who.approve(taskId)));
        }),
      );
      const handled = workflowMessages['workflow.task.handled'].zh_CN;
      for (const pair of answers) {
        expect(pair.filter((r) => r.code === 200)).toHaveLength(1);
        expect(pair.find((r) => r.code !== 200)?.msg).toBe(handled);
      }
      const proxied = answers.filter((_, i) => i % 2).flat();
      expect(new Set(proxied.map((r) => r.upstream)).size).toBe(2);
      for (const { instanceId } of raced) {
        expect(actions((await wf.detail(instanceId)).history, 'approve')).toEqual(['apply']);
        expect((await wf.openTasks(instanceId)).map((t) => t.elementId)).toEqual(['sign']);
      }

      const remindsOf = async () => actions((await wf.detail(reminded)).history, 'remind');
      await waitFor(
        'a poller to fire the timeout',
        async () => ((await remindsOf()).length ? true : undefined),
        TICK_WAIT_MS,
      );
      const runsWhenFired = (await wf.timerRuns()).length;
      const runs = await waitFor(
        'three more poller runs',
        async () => {
          const all = await wf.timerRuns();
          return all.length >= runsWhenFired + 3 ? all : undefined;
        },
        TICK_WAIT_MS,
      );
      expect(runs.reduce((sum, run) => sum + run.fired, 0)).toBe(1);
      expect(await remindsOf()).toEqual(['sign']);
    },
  );
});
