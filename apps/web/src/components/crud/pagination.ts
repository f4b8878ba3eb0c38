/** Page sizes offered by every list (spec §9). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Duration of the scroll back to the top after a page change (spec §9). */
export const SCROLL_TOP_MS = 800;

/** Spec §9: a new page size sends the list back to page 1 when the current page would run past the total. */
export function pageAfterSizeChange(page: number, newSize: number, total: number): number {
  return page * newSize > total ? 1 : page;
}

/** Page buttons shown (Element's pager-count): 5 when the screen is narrower than 992 px, else 7. */
export function pagerCount(mobile: boolean): 5 | 7 {
  return mobile ? 5 : 7;
}

/**
 * antd keeps current ±1 between the two "…" jumps when `showLessItems` is on; Element's 5-button pager keeps
 * only the current page there. These are the pages to leave out.
 */
export function pagesHiddenOnNarrowPager(current: number, pageCount: number): number[] {
  return current >= 4 && current <= pageCount - 3 ? [current - 1, current + 1] : [];
}
