/**
 * Characters no field of this console carries: C0 controls other than tab, line feed and carriage return, DEL,
 * and the bidirectional overrides that make a file name read differently from what it is (U+202E). PostgreSQL
 * refuses NUL outright, so letting one through turns bad input into a server error.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export const hasForbiddenChars = (text: string) => FORBIDDEN.test(text);

interface Node {
  value: unknown;
  key?: PropertyKey;
  parent?: Node;
}

function pathOf(node: Node): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/**
 * The path of the first string (value or key) in `input` that holds a forbidden character, else null. Walks
 * with an explicit stack and parent links, so a deeply nested body can neither exhaust the call stack nor cost
 * more than one visit per value.
 */
export function forbiddenCharPath(input: unknown): PropertyKey[] | null {
  const stack: Node[] = [{ value: input }];
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasForbiddenChars(value)) return pathOf(node);
    } else if (value !== null && typeof value === 'object') {
      const isArray = Array.isArray(value);
      for (const [key, child] of Object.entries(value)) {
        const next: Node = { value: child, key: isArray ? Number(key) : key, parent: node };
        if (hasForbiddenChars(key)) return pathOf(next);
        stack.push(next);
      }
    }
  }
  return null;
}
