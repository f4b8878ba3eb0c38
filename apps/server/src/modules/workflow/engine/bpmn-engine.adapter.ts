import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { Timers } from 'bpmn-elements';
import { CANDIDATE_COLLECTION_PREFIX, compileForEngine, moddlePackages } from './bpmn-model.js';
import { evaluateFeel, feelBody } from './feel.js';
import { perVersion } from './per-version.js';
import {
  CANDIDATES_VARIABLE,
  type ActivityStatus,
  type DeployedModel,
  type RuntimeInput,
  type RuntimeResult,
  type WaitingTask,
  type WaitingTimer,
  type WorkflowRuntime,
} from './runtime.js';

/** The only file that imports bpmn-engine. */

interface Api {
  id: string;
  type: string;
  executionId: string;
  content: Record<string, unknown>;
  environment: { variables: Record<string, unknown> };
}

type Execution = Awaited<ReturnType<Engine['execute']>>;

/** Loop variables a completion condition can read (Camunda names plus our vote counts). */
function loopVariables(content: Record<string, unknown>): Record<string, unknown> {
  const output = content.loopOutput;
  if (!Array.isArray(output)) return {};
  const done = output.filter((o) => o !== undefined && o !== null) as Record<string, unknown>[];
  return {
    nrOfInstances: content.loopCardinality ?? output.length,
    nrOfCompletedInstances: done.length,
    nrOfApproved: done.filter((o) => o.decision === 'approve').length,
    nrOfRejected: done.filter((o) => o.decision === 'reject').length,
  };
}

/** FEEL (`=…`) in place of the default `${…}` language; approver collections come from the service's variable. */
const expressions = {
  isExpression: (text: unknown) =>
    typeof text === 'string' && (feelBody(text) !== null || text.startsWith(CANDIDATE_COLLECTION_PREFIX)),
  hasExpression: (text: unknown) =>
    typeof text === 'string' && (feelBody(text) !== null || text.startsWith(CANDIDATE_COLLECTION_PREFIX)),
  resolveExpression(expression: unknown, context: Record<string, unknown>) {
    if (typeof expression !== 'string') return expression;
    const environment = context.environment as { variables: Record<string, unknown> } | undefined;
    const variables = environment?.variables ?? {};
    if (expression.startsWith(CANDIDATE_COLLECTION_PREFIX)) {
      const candidates = (variables[CANDIDATES_VARIABLE] ?? {}) as Record<string, unknown>;
      return candidates[expression.slice(CANDIDATE_COLLECTION_PREFIX.length)] ?? [];
    }
    if (feelBody(expression) === null) return expression;
    const content = (context.content ?? {}) as Record<string, unknown>;
    const scope: Record<string, unknown> = { ...variables, ...loopVariables(content) };
    delete scope[CANDIDATES_VARIABLE];
    if (content.assignee !== undefined) scope.assignee = content.assignee;
    return evaluateFeel(expression, scope);
  },
};

/** Timers are stored rows fired by the job poller, so the engine never schedules one itself. */
const noTimers = () =>
  new Timers({
    setTimeout: (() => undefined) as unknown as typeof setTimeout,
    clearTimeout: () => undefined,
  });

/**
 * Collects what the engine does during one call. Resuming re-emits the wait of every postponed task, so the waiting
 * set is rebuilt from events; a multi-instance iteration ends without an event of its own, hence `completed`.
 */
class Recorder extends EventEmitter {
  readonly activity: { elementId: string; status: ActivityStatus }[] = [];
  readonly waits = new Map<string, WaitingTask & { parent?: string }>();
  readonly timers = new Map<string, WaitingTimer>();
  ended = false;
  error: Error | null = null;

  constructor() {
    super();
    this.on('activity.wait', (api: Api) => {
      if (api.type !== 'bpmn:UserTask') return;
      const content = api.content;
      const parent = (content.parent as { executionId?: string } | undefined)?.executionId;
      this.waits.set(api.executionId, {
        elementId: api.id,
        executionId: api.executionId,
        ...(content.isMultiInstance === true && parent && { parent }),
        ...(typeof content.assignee === 'number' && { assignee: content.assignee }),
        ...(typeof content.index === 'number' && { loopIndex: content.index }),
      });
      this.activity.push({ elementId: api.id, status: 'waiting' });
    });
    this.on('activity.timer', (api: Api) => {
      const expireAt = api.content.expireAt;
      if (expireAt) {
        this.timers.set(api.id, {
          elementId: api.id,
          executionId: api.executionId,
          expireAt: new Date(expireAt as string),
        });
      }
    });
    const gone = (api: Api) => {
      this.completed(api.executionId);
      this.timers.delete(api.id);
    };
    this.on('activity.end', (api: Api) => {
      gone(api);
      this.activity.push({ elementId: api.id, status: 'taken' });
    });
    this.on('activity.leave', gone);
    this.on('activity.discard', (api: Api) => {
      gone(api);
      this.activity.push({ elementId: api.id, status: 'discarded' });
    });
    this.on('flow.take', (api: Api) => this.activity.push({ elementId: api.id, status: 'taken' }));
  }

  /** An execution ended: the task itself, or a multi-instance body with all its iterations. */
  completed(executionId: string): void {
    this.waits.delete(executionId);
    for (const [id, wait] of this.waits) if (wait.parent === executionId) this.waits.delete(id);
  }
}

type SourceContext = NonNullable<ConstructorParameters<typeof Engine>[0]>['sourceContext'] & {
  id: string;
  serialize(): string;
};
type SavedState = { definitions?: { source?: string }[] };

/**
 * Each deployed model as the engine reads it, built once per version. bpmn-engine saves this model inside every
 * state and, on each command, parses it back and serializes it again: about 40 % of an approval's CPU. States are
 * saved without it, and a recovered state without it takes the model given here (matched by its definitions id).
 * States saved before keep their own model until their next command, which saves them without it.
 */
class Sources {
  private readonly byDefinition = new Map<number, Promise<SourceContext>>();

  of(model: DeployedModel): Promise<SourceContext> {
    return perVersion(this.byDefinition, model.definitionId, () =>
      compileForEngine(model.xml).then((moddleContext) => {
        const context = (
          newEngine({}) as unknown as { _serializeModdleContext(m: unknown): SourceContext }
        )._serializeModdleContext(moddleContext);
        // getState() would serialize the model into every saved state; `withoutSources` drops it.
        context.serialize = () => '';
        return context;
      }),
    );
  }
}

function withoutSources<T>(state: T): T {
  for (const definition of (state as SavedState).definitions ?? []) delete definition.source;
  return state;
}

/**
 * The engine's default logger makes a `debug` logger per element, and each asks whether stderr is a terminal: a
 * syscall per element per command. Its messages are off unless DEBUG is set; failures still arrive as 'error'.
 */
const silent = () => ({ debug() {}, warn() {}, error() {} });

function newEngine(options: Record<string, unknown>): Engine {
  return new Engine({
    name: 'zcps',
    Logger: silent,
    moddleOptions: moddlePackages,
    expressions,
    timers: noTimers(),
    settings: { enableDummyService: false },
    ...options,
  });
}

/** Merges variables into every environment the engine keeps (engine, definitions, processes). */
function assign(execution: Execution, variables: Record<string, unknown> | undefined): void {
  if (!variables || Object.keys(variables).length === 0) return;
  const environments = new Set<{ variables: Record<string, unknown> }>();
  environments.add(execution.environment as unknown as { variables: Record<string, unknown> });
  for (const definition of execution.definitions) {
    environments.add(definition.environment as unknown as { variables: Record<string, unknown> });
    for (const process of definition.getProcesses()) {
      environments.add(process.environment as unknown as { variables: Record<string, unknown> });
    }
  }
  for (const environment of environments) Object.assign(environment.variables, variables);
}

/** Lets the engine run what it queued until every activity waits or the process ended. */
async function settle(engine: Engine): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    const status = engine.activityStatus as string;
    if (status === 'idle' || status === 'wait' || status === 'timer') return;
  }
}

async function finish(engine: Engine, execution: Execution, recorder: Recorder): Promise<RuntimeResult> {
  await settle(engine);
  if (recorder.error) throw recorder.error;
  const tasks = [...recorder.waits.values()].map(({ parent: _parent, ...task }) => task);
  const timers = [...recorder.timers.values()];
  const state = withoutSources(await engine.getState());
  const variables = { ...(execution.environment.variables as Record<string, unknown>) };
  const ended = recorder.ended || (!execution.isRunning && tasks.length === 0);
  // A waiting engine is left to the garbage collector rather than stopped: it holds no timer and no listener
  // outside itself, and stopping walks every queue again (7 % of an approval's CPU).
  return {
    state,
    engineVersion: state.engineVersion,
    ended,
    waiting: ended ? [] : tasks,
    timers: ended ? [] : timers,
    activity: recorder.activity,
    variables,
  };
}

async function resumeFrom(
  sources: Sources,
  state: unknown,
  model: DeployedModel,
): Promise<{ engine: Engine; execution: Execution; recorder: Recorder }> {
  const recorder = new Recorder();
  const engine = newEngine({ sourceContext: await sources.of(model) }).recover(state);
  engine.once('end', () => (recorder.ended = true));
  engine.once('error', (error: Error) => (recorder.error = error));
  const execution = await engine.resume({ listener: recorder });
  await settle(engine);
  recorder.activity.length = 0;
  return { engine, execution, recorder };
}

export function createBpmnRuntime(): WorkflowRuntime {
  const sources = new Sources();
  return {
    async start(input: RuntimeInput) {
      const recorder = new Recorder();
      const sourceContext = await sources.of(input.model);
      const engine = newEngine({ sourceContext, variables: { ...input.variables } });
      engine.once('end', () => (recorder.ended = true));
      engine.once('error', (error: Error) => (recorder.error = error));
      const execution = await engine.execute({ listener: recorder });
      return finish(engine, execution, recorder);
    },

    async signal(state, executionId, output, input) {
      const { engine, execution, recorder } = await resumeFrom(sources, state, input.model);
      assign(execution, input.variables);
      const target = recorder.waits.get(executionId);
      if (!target) throw new Error(`no waiting execution ${executionId}`);
      recorder.completed(executionId);
      execution.signal({ id: target.elementId, executionId, ...output });
      return finish(engine, execution, recorder);
    },

    async returnTo(state, targetElementId, currentElementId, input) {
      const { engine, execution, recorder } = await resumeFrom(sources, state, input.model);
      assign(execution, input.variables);
      const target = execution.getActivityById(targetElementId) as unknown as { run(): void } | undefined;
      const current = execution.getActivityById(currentElementId) as unknown as {
        getApi(): { discard(): void };
      };
      if (!target || !current) throw new Error('no such element');
      target.run();
      current.getApi().discard();
      return finish(engine, execution, recorder);
    },

    async fireTimer(state, elementId, input) {
      const { engine, execution, recorder } = await resumeFrom(sources, state, input.model);
      assign(execution, input.variables);
      execution.cancelActivity({ id: elementId });
      return finish(engine, execution, recorder);
    },

    async cancel(state, input) {
      const { engine, execution, recorder } = await resumeFrom(sources, state, input.model);
      await execution.stop();
      const result = await finish(engine, execution, recorder);
      return { ...result, ended: true, waiting: [], timers: [] };
    },

    async waiting(state, model) {
      const { recorder } = await resumeFrom(sources, state, model);
      return [...recorder.waits.values()].map(({ parent: _parent, ...task }) => task);
    },
  };
}
