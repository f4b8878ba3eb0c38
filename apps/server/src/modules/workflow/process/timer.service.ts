import type { Db } from '../../../platform/db/database.js';
import type { WorkflowRuntime } from '../engine/runtime.js';
import type { Commands } from './command.js';
import type { ProcessRepo, TimerRow } from './process.repo.js';
import type { Locked, ProcessService } from './process.service.js';
import type { Executor } from '../../../platform/db/database.js';

/**
 * Fires due wf_timer rows: engine boundary timers, and task timeouts (remind, approve or reject). Run by the job
 * poller once per tick across instances; each timer is claimed under its instance's row lock, so a timer fires once
 * even with several server instances, and one due while the server was down fires at the next tick.
 */
export class TimerService {
  constructor(
    private readonly db: Db,
    private readonly repo: ProcessRepo,
    private readonly processes: ProcessService,
    private readonly commands: Commands,
    private readonly runtime: WorkflowRuntime,
  ) {}

  async fireDue(now = new Date(), limit = 100): Promise<number> {
    let fired = 0;
    for (const due of await this.repo.dueTimers(now, limit)) {
      const done = await this.db.transaction(async (tx) => {
        const instance = await this.repo.lock(tx, due.tenantId, due.instanceId);
        const timer = await this.repo.claimTimer(tx, due.timerId);
        if (!instance || !timer) return false;
        await this.repo.markFired(tx, timer.timerId);
        if (instance.status !== 'running') return true;
        const locked = { instance, definition: await this.processes.deployed(tx, instance.definitionId) };
        await this.fire(tx, locked, timer);
        return true;
      });
      if (done) fired++;
    }
    return fired;
  }

  private async fire(tx: Executor, { instance, definition }: Locked, timer: TimerRow): Promise<void> {
    if (timer.kind === 'boundary') {
      await this.commands.run(tx, instance, definition, (input) =>
        this.runtime.fireTimer(instance.state, timer.elementId, input),
      );
      return;
    }
    const task = timer.taskId ? await this.repo.task(instance.tenantId, timer.taskId, tx) : undefined;
    if (!task || task.status !== 'open') return;
    const entry = {
      tenantId: task.tenantId,
      instanceId: task.instanceId,
      taskId: task.taskId,
      elementId: task.elementId,
      taskName: task.elementName,
      userId: null,
    };
    if (timer.action === 'remind') {
      await this.repo.insertLog(tx, { ...entry, action: 'remind' });
    } else if (timer.action === 'approve' && task.executionId) {
      await this.repo.updateTask(tx, task.taskId, { status: 'done', endTime: new Date() });
      await this.repo.insertLog(tx, { ...entry, action: 'timeout', variables: { decision: 'approve' } });
      await this.commands.run(tx, instance, definition, (input) =>
        this.runtime.signal(instance.state, task.executionId!, { decision: 'approve' }, input),
      );
    } else if (timer.action === 'reject') {
      await this.repo.updateTask(tx, task.taskId, { status: 'done', endTime: new Date() });
      await this.processes.end(tx, { instance, definition }, 'timeout', null, null, task);
    }
  }
}
