import { parseLanguage, type Language } from '@zcps/contracts';

/**
 * /login is served with the login page prerendered at build time (app/prerender, scripts/prerender-login.mjs):
 * a copy of the form outside #root that the visitor can type into while the console's code arrives, with
 * #root hidden behind it. When React's form mounts it takes what was typed and removes the copy in the same
 * frame (a layout effect runs before the browser paints), so nothing flashes or moves.
 */
export const PRERENDER_ID = 'zcps-prerender';
export const PRERENDER_STYLE_ID = 'zcps-prerender-style';
/** Set on the prerendered root by its inline script when the visitor pressed Enter or 登录 before React came. */
export const PRERENDER_SUBMITTED = 'submitted';
/** Set on the prerendered root by its inline script to the language chosen there before React came. */
export const PRERENDER_LANGUAGE = 'languageChosen';
/** Set on the prerendered root by its inline script to the sign-in tab chosen there before React came. */
export const PRERENDER_METHOD = 'method';

let methodChosenBeforeRelease: string | undefined;

/**
 * The tab chosen on the prerendered page, once: React's render of the page may yield, and a click landing
 * on the copy meanwhile comes after LoginPage read prerenderedMethod.
 */
export function takePrerenderedMethod(): string | undefined {
  const chosen = prerenderedMethod() ?? methodChosenBeforeRelease;
  methodChosenBeforeRelease = undefined;
  return chosen;
}

/** The sign-in tab chosen on the prerendered page, if any (LoginPage opens on it). */
export function prerenderedMethod(): string | undefined {
  // The build-time prerender renders LoginPage where there is no document.
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(PRERENDER_ID)?.dataset[PRERENDER_METHOD];
}

const FIELDS = ['login-username', 'login-password'] as const;
/** On <html> for the take-over's first frames: no transitions (auth.css). */
export const TAKING_OVER_CLASS = 'zcps-taking-over';

/** Lets React's fields take their focus and state in their first frames without a transition showing it. */
function holdTransitions(doc: Document): void {
  const root = doc.documentElement;
  root.classList.add(TAKING_OVER_CLASS);
  const view = doc.defaultView;
  const release = () => root.classList.remove(TAKING_OVER_CLASS);
  if (view?.requestAnimationFrame) view.requestAnimationFrame(() => view.requestAnimationFrame(release));
  else setTimeout(release, 50);
}

export interface PrerenderedInput {
  username: string;
  password: string;
  rememberMe: boolean;
  submitted: boolean;
  /** A language chosen on the prerendered page (already stored; React may have started in the other one). */
  language?: Language;
  /** The field the visitor was typing in, with the caret, to carry on in React's field. */
  focus?: { testId: string; start: number | null; end: number | null };
}

/** Removes the prerendered page and its styles (any route but /login, or after the take-over). */
export function releasePrerender(doc: Document = document): void {
  const root = doc.getElementById(PRERENDER_ID);
  methodChosenBeforeRelease = root?.dataset[PRERENDER_METHOD] ?? methodChosenBeforeRelease;
  root?.remove();
  doc.getElementById(PRERENDER_STYLE_ID)?.remove();
}

/** What the visitor did in the prerendered form; null when there is none (already taken over, other routes). */
export function takeOverPrerender(doc: Document = document): PrerenderedInput | null {
  const root = doc.getElementById(PRERENDER_ID);
  if (!root) return null;
  const input = (testId: string) => root.querySelector<HTMLInputElement>(`input[data-testid="${testId}"]`);
  const active = doc.activeElement;
  const focused =
    active instanceof HTMLInputElement && root.contains(active) ? active.dataset.testid : undefined;
  const taken: PrerenderedInput = {
    username: input('login-username')?.value ?? '',
    password: input('login-password')?.value ?? '',
    rememberMe: input('login-remember')?.checked ?? false,
    submitted: root.dataset[PRERENDER_SUBMITTED] === '1',
  };
  const chosen = root.dataset[PRERENDER_LANGUAGE];
  if (chosen) taken.language = parseLanguage(chosen);
  if (focused && active instanceof HTMLInputElement && (FIELDS as readonly string[]).includes(focused)) {
    taken.focus = { testId: focused, start: active.selectionStart, end: active.selectionEnd };
  }
  holdTransitions(doc);
  releasePrerender(doc);
  return taken;
}

/** Puts the caret back where it was, in React's field of the same name. */
export function restoreFocus(form: HTMLElement | null, focus: PrerenderedInput['focus']): void {
  if (!form || !focus) return;
  const field = form.querySelector<HTMLInputElement>(`input[data-testid="${focus.testId}"]`);
  if (!field) return;
  field.focus();
  if (focus.start !== null && focus.end !== null) field.setSelectionRange(focus.start, focus.end);
}
