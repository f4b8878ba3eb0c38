// Build-time only (vite build --ssr, then scripts/prerender-login.mjs): renders the login page's real
// components to HTML with antd's styles, so /login paints its form with the first response.
import { StorageKeys, type Language } from '@zcps/contracts';
import {
  PRERENDER_ID,
  PRERENDER_LANGUAGE,
  PRERENDER_METHOD,
  PRERENDER_SUBMITTED,
} from '../../features/auth/login/prerender-takeover';
import { DEFAULT_SETTINGS } from '../../layout/settings/layout-settings';

/** Node has no Web Storage: the console's modules read it while loading, and a visitor has nothing stored. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

export interface PrerenderedLogin {
  /** One body fragment per language: the login page as a visitor first sees it. */
  html: Record<Language, string>;
  /** antd's CSS-in-JS for both fragments (the console's own CSS arrives as the page's stylesheets). */
  css: string;
  /** The inline script run right after the fragment (see bootScript). */
  script: string;
}

/**
 * Runs before the first paint, right after the prerendered page: the en_US copy for a visitor who chose
 * English, the remembered account filled in as React would, and no prerender at all for saved layout settings
 * that change how the page looks (dark, another colour), who see the boot splash until React comes instead.
 * The footer's year is this year's, as React will write it. Before React arrives, a submit is kept for React's
 * form rather than sent as a plain form post, and the language buttons switch the copy (what was typed stays)
 * and store the choice as React's toggle does; a sign-in tab clicked is marked and opened by React. 登录 counts
 * as pressed on pointer down: React may take the page over between the press and the release, and a click
 * whose press and release land on different buttons is no click at all (a lost sign-in).
 */
function bootScript(): string {
  const keys = JSON.stringify({
    settings: StorageKeys.LAYOUT_SETTING,
    language: StorageKeys.LANGUAGE,
    remember: StorageKeys.REMEMBER,
    year: String(new Date().getFullYear()),
    theme: DEFAULT_SETTINGS.theme.toLowerCase(),
    id: PRERENDER_ID,
    submitted: PRERENDER_SUBMITTED,
    chosen: PRERENDER_LANGUAGE,
    method: PRERENDER_METHOD,
  });
  return `(function(k){var root=document.getElementById(k.id);if(!root)return;try{
var s=localStorage,settings=JSON.parse(s.getItem(k.settings)||'null');
if(settings&&(settings.dark===true||(typeof settings.theme==='string'&&settings.theme.toLowerCase()!==k.theme))){root.remove();return;}
var q=function(id){return root.querySelector('input[data-testid="'+id+'"]');};
var mark=function(){var box=q('login-remember');box.parentElement.classList.toggle('ant-checkbox-checked',box.checked);box.closest('label').classList.toggle('ant-checkbox-wrapper-checked',box.checked);};
var year=function(){var f=root.querySelector('.zcps-auth-footer');if(f)f.textContent=f.textContent.replace(k.year,String(new Date().getFullYear()));};
var lang='zh_CN';
var show=function(next){if(next===lang)return;var u=q('login-username').value,p=q('login-password').value,c=q('login-remember').checked;
root.replaceChildren(document.getElementById(k.id+'-'+next).content.cloneNode(true));lang=next;
q('login-username').value=u;q('login-password').value=p;q('login-remember').checked=c;mark();year();document.documentElement.lang=next==='en_US'?'en':'zh-CN';};
if((s.getItem(k.language)||'').toLowerCase().indexOf('en')===0)show('en_US');
var r=JSON.parse(s.getItem(k.remember)||'null');
if(r&&typeof r.username==='string'){q('login-username').value=r.username;q('login-remember').checked=true;mark();}
year();
root.addEventListener('change',function(e){if(e.target.getAttribute('data-testid')==='login-remember')mark();});
root.addEventListener('submit',function(e){e.preventDefault();root.dataset[k.submitted]='1';});
root.addEventListener('pointerdown',function(e){if(e.button===0&&e.target.closest('[data-testid="login-submit"]'))root.dataset[k.submitted]='1';});
root.addEventListener('click',function(e){var t=e.target.closest('button[role="tab"]');if(t){root.querySelectorAll('button[role="tab"]').forEach(function(x){x.setAttribute('aria-selected',String(x===t));});root.dataset[k.method]=t.getAttribute('data-testid').slice(10);return;}
var b=e.target.closest('button[data-testid^="language-"]');if(!b)return;var next=b.getAttribute('data-testid').slice(9);
try{s.setItem(k.language,next);}catch(x){}show(next);root.dataset[k.chosen]=next;});
}catch(e){root.remove();}})(${keys});`;
}

export async function prerenderLogin(): Promise<PrerenderedLogin> {
  const scope = globalThis as Record<string, unknown>;
  scope.localStorage ??= new MemoryStorage();
  scope.sessionStorage ??= new MemoryStorage();
  const [
    { renderToString },
    { createCache, extractStyle, StyleProvider },
    { StaticRouter },
    app,
    page,
    i18n,
  ] = await Promise.all([
    import('react-dom/server'),
    import('@ant-design/cssinjs'),
    import('react-router'),
    import('../AppProviders'),
    import('../../features/auth/login/LoginPage'),
    import('../../i18n'),
  ]);
  const { AppProviders } = app;
  const { LoginPage } = page;
  const cache = createCache();
  const render = async (lang: Language) => {
    await i18n.loadLanguage(lang);
    await i18n.i18n.changeLanguage(lang);
    return renderToString(
      <StyleProvider cache={cache}>
        <AppProviders>
          <StaticRouter location="/login">
            <LoginPage />
          </StaticRouter>
        </AppProviders>
      </StyleProvider>,
    );
  };
  const zh_CN = await render('zh_CN');
  const en_US = await render('en_US');
  return { html: { zh_CN, en_US }, css: extractStyle(cache, { plain: true }), script: bootScript() };
}
