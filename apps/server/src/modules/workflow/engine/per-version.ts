/** Most deployed versions kept per cache; the oldest entry goes first. */
const VERSION_LIMIT = 200;

/**
 * What is built once per deployed version (its row, its parsed process, the engine's model): deployed versions never
 * change, so the first build serves every later call. A build that fails is forgotten, so the next call tries again.
 */
export function perVersion<T>(
  cache: Map<number, Promise<T>>,
  id: number,
  build: () => Promise<T>,
): Promise<T> {
  let value = cache.get(id);
  if (!value) {
    value = build();
    value.catch(() => cache.delete(id));
    if (cache.size >= VERSION_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(id, value);
  }
  return value;
}
