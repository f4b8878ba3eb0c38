/** Time between animation frames; the pager's scroll-to-top of spec §9 moves in 20 ms steps. */
export const SCROLL_STEP_MS = 20;
export const DEFAULT_SCROLL_DURATION_MS = 500;

/** Quadratic ease-in-out: `t` elapsed of `d`, from `b` by `c`. */
export function easeInOutQuad(t: number, b: number, c: number, d: number): number {
  let x = t / (d / 2);
  if (x < 1) return (c / 2) * x * x + b;
  x -= 1;
  return (-c / 2) * (x * (x - 2) - 1) + b;
}

/** The console's content area scrolls itself in some layouts; only then is it animated too. */
function scrollTargets(): Element[] {
  const targets: Element[] = [];
  const page = document.scrollingElement ?? document.documentElement;
  targets.push(page);
  const content = document.querySelector('.zcps-content');
  if (content && content !== page && (content.scrollHeight > content.clientHeight || content.scrollTop > 0))
    targets.push(content);
  return targets;
}

/**
 * Animates the page (and the layout's scroll container) to `position` over `duration` ms, then calls
 * `callback`. Returns a function that stops the animation.
 */
export function scrollTo(
  position: number,
  duration: number = DEFAULT_SCROLL_DURATION_MS,
  callback?: () => void,
): () => void {
  const moves = scrollTargets().map((el) => ({ el, start: el.scrollTop }));
  let elapsed = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const step = () => {
    elapsed = Math.min(elapsed + SCROLL_STEP_MS, duration);
    for (const { el, start } of moves) {
      el.scrollTop = duration <= 0 ? position : easeInOutQuad(elapsed, start, position - start, duration);
    }
    if (elapsed < duration) timer = setTimeout(step, SCROLL_STEP_MS);
    else callback?.();
  };
  step();
  return () => clearTimeout(timer);
}
