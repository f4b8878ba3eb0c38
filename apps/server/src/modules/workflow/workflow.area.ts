import type { FastifyPluginAsync } from 'fastify';
import type { CountCache } from '../../platform/db/count-cache.js';
import type { Db } from '../../platform/db/database.js';
import type { DictSource } from '../../platform/http/xlsx-import.js';
import type { JobRegistry } from '../monitor/job/job-registry.js';
import type { SseHub } from '../resource/sse/sse.hub.js';
import { DefinitionRepo } from './definition/definition.repo.js';
import { definitionRoutes } from './definition/definition.routes.js';
import { DefinitionService } from './definition/definition.service.js';
import { createBpmnRuntime } from './engine/bpmn-engine.adapter.js';
import { BusinessProcesses } from './process/business.service.js';
import { Candidates } from './process/candidates.js';
import { Commands, ProcessModels } from './process/command.js';
import { DirectoryRepo } from './process/directory.repo.js';
import { WorkflowEvents } from './process/events.js';
import { ListsRepo } from './process/lists.repo.js';
import { ProcessRepo } from './process/process.repo.js';
import { processRoutes } from './process/process.routes.js';
import { ProcessService } from './process/process.service.js';
import { StartForms, type StoredForms } from './process/start-form.js';
import { TaskQueryService } from './process/task-query.service.js';
import { TaskNotices } from './process/task-notice.js';
import { TaskService } from './process/task.service.js';
import { workflowTimersJob } from './process/timer.job.js';
import { TimerService } from './process/timer.service.js';

export interface WorkflowAreaDeps {
  db: Db;
  /** The job poller's registry: the workflow timer handler is added to it. */
  jobs: JobRegistry;
  /** 表单构建's stored forms: start forms are checked against them. */
  forms: StoredForms;
  dicts: DictSource;
  /** New tasks are announced on their people's open consoles. */
  sse: Pick<SseHub, 'publish'>;
  /** 我的待办 totals are kept in it, dropped by every command. */
  counts: CountCache;
}

/**
 * 工作流: categories, models, deployed versions, instances and tasks, with the BPMN engine behind one port.
 * Business areas run their records through processes with `business.submit/cancel/trace` (the record's page is
 * the initiator's step) or `processes.start(...)`, and hear how they end through `events.on(listener)`.
 */
export function createWorkflowArea(deps: WorkflowAreaDeps) {
  const { db } = deps;
  const runtime = createBpmnRuntime();
  const definitionRepo = new DefinitionRepo(db);
  const definitions = new DefinitionService(db, definitionRepo);
  const repo = new ProcessRepo(db, deps.counts);
  const directory = new DirectoryRepo(db);
  const models = new ProcessModels();
  const events = new WorkflowEvents();
  const notices = new TaskNotices(directory, deps.sse);
  const commands = new Commands(repo, new Candidates(directory), models, events, notices);
  const processes = new ProcessService(
    db,
    repo,
    new ListsRepo(db),
    definitionRepo,
    directory,
    runtime,
    commands,
    models,
    new StartForms(deps.forms, deps.dicts),
  );
  const tasks = new TaskService(db, repo, directory, runtime, commands, models, processes, events, notices);
  const queries = new TaskQueryService(db, new ListsRepo(db), repo, directory, models, deps.counts);
  const timers = new TimerService(db, repo, processes, commands, runtime);
  const business = new BusinessProcesses(db, repo, processes, commands, models, runtime, directory);
  deps.jobs.register(workflowTimersJob(timers));

  const routes: FastifyPluginAsync = async (app) => {
    await app.register(definitionRoutes, { definitions });
    await app.register(processRoutes, { processes, tasks, queries, definitions });
  };
  return { routes, processes, business, tasks, events, timers };
}

export type WorkflowArea = ReturnType<typeof createWorkflowArea>;
