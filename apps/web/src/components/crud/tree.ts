/**
 * Flat rows → tree by an id and a parent-id property; a row whose parent is not among the rows (the top, or
 * filtered out) becomes a root. Generated tree pages and their parent pickers use it.
 */
export function buildTree<T, N extends { children?: N[] }>(
  rows: readonly T[],
  idKey: keyof T,
  parentKey: keyof T,
  toNode: (row: T) => N,
): N[] {
  const nodes = new Map<unknown, N>();
  for (const row of rows) nodes.set(row[idKey], toNode(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row[idKey])!;
    const parent = row[parentKey] === row[idKey] ? undefined : nodes.get(row[parentKey]);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
