/** Rows of a raw statement, on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** `{1,2,3}`: an id list as one array parameter (one bind, any length: set-based statements, no IN lists). */
export const idArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
