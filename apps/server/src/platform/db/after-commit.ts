type Hook = () => Promise<void> | void;

/** What opens transactions: the database and each transaction on it (savepoints), drizzle's or any other. */
interface Transactional {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drizzle's overloads, passed through as they are
  transaction: (work: (tx: any) => Promise<any>, config?: any) => Promise<any>;
}

const queues = new WeakMap<object, Hook[]>();
const roots = new WeakSet<object>();

/** What a failed hook is reported to (the app's logger once it is up; stderr before). */
let report: (error: unknown) => void = (error) => console.error('after-commit hook failed', error);

export function reportAfterCommitFailures(to: (error: unknown) => void): void {
  report = to;
}

/**
 * Runs `hook` once the transaction `tx` belongs to has committed, and never if it rolls back: pushes to open
 * consoles, cache drops and session ends must not announce what did not happen, nor miss what did. On the
 * database itself (no transaction) the statements are already committed, so it runs at once. A hook that
 * fails is reported and does not fail the request: its transaction is already committed.
 */
export async function afterCommit(tx: object, hook: Hook): Promise<void> {
  const queue = queues.get(tx);
  if (queue) {
    queue.push(hook);
    return;
  }
  if (!roots.has(tx))
    throw new Error('afterCommit: the executor is neither the database nor its transaction');
  await runHooks([hook]);
}

async function runHooks(hooks: Hook[]): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      report(error);
    }
  }
}

/**
 * Gives the database (and every transaction opened on it, savepoints included) a queue of after-commit hooks:
 * a savepoint's hooks join its parent's when it is released, and the outermost transaction runs them after
 * COMMIT. Applied once where the database is opened, so no caller has to open transactions another way.
 */
export function withCommitHooks<T extends Transactional>(db: T): T {
  roots.add(db);
  hookTransactions(db);
  return db;
}

function hookTransactions(target: Transactional): void {
  const open = target.transaction.bind(target);
  const hooked: Transactional['transaction'] = async (work, config) => {
    const mine: Hook[] = [];
    const result: unknown = await open(async (tx: Transactional) => {
      queues.set(tx, mine);
      hookTransactions(tx);
      return work(tx);
    }, config);
    const parent = queues.get(target);
    if (parent) parent.push(...mine);
    else await runHooks(mine);
    return result;
  };
  target.transaction = hooked;
}
