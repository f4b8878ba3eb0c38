/** Page sizes offered by every list (spec §9). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Spec §9: a new page size sends the list back to page 1 when the current page would run past the total. */
export function pageAfterSizeChange(page: number, newSize: number, total: number): number {
  return page * newSize > total ? 1 : page;
}
