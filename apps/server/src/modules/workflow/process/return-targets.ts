import type { ProcessInfo } from '../engine/bpmn-model.js';

const SPLITTING = new Set(['bpmn:ParallelGateway', 'bpmn:InclusiveGateway']);

function reachable(from: string, edges: Record<string, string[]>, skip?: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.pop()!;
    if (id === skip || seen.has(id)) continue;
    seen.add(id);
    queue.push(...(edges[id] ?? []));
  }
  return seen;
}

/**
 * 退回 targets of a task: earlier user tasks every path to it passes through (its dominators), with no parallel or
 * inclusive gateway between them and it, and none at all while the task sits inside a parallel branch (jumping there
 * would count the discarded branch as an arrival at the join).
 */
export function returnTargets(info: ProcessInfo, current: string): string[] {
  const start = info.order[0];
  if (!start) return [];
  const dominates = (id: string) => !reachable(start, info.next, id).has(current);
  const splits = info.order.filter(
    (id) => SPLITTING.has(info.types[id] ?? '') && (info.next[id]?.length ?? 0) > 1 && dominates(id),
  ).length;
  const joins = info.order.filter(
    (id) => SPLITTING.has(info.types[id] ?? '') && (info.previous[id]?.length ?? 0) > 1 && dominates(id),
  ).length;
  if (splits > joins) return [];
  const upstream = reachable(current, info.previous);
  return info.order.filter((id) => {
    if (id === current || info.types[id] !== 'bpmn:UserTask' || !dominates(id)) return false;
    const between = [...reachable(id, info.next)].filter((n) => upstream.has(n) && n !== id && n !== current);
    return !between.some((n) => SPLITTING.has(info.types[n] ?? ''));
  });
}
