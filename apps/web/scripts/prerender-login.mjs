// Writes dist/login.html: the console's index.html with the login page prerendered (apps/web/src/app/prerender),
// served for /login so its form paints with the first response. Run after `vite build` and
// `vite build --ssr src/app/prerender/login-prerender.tsx`, before precompress.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');

/** State classes React sets later that the boot script may set too (a remembered account's checkbox). */
const KEEP_CLASSES = ['ant-checkbox-checked', 'ant-checkbox-wrapper-checked'];

/** Splits CSS into its top-level blocks: [prelude, body] pairs. antd's extracted CSS has no comments. */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        out.push([css.slice(start, open).trim(), css.slice(open + 1, i)]);
        start = i + 1;
      }
    }
  }
  return out;
}

/**
 * Keeps the rules whose selectors can match the prerendered page: a selector is dropped when it names a class
 * the page does not have. antd registers whole components (every column width, every button variant); the
 * page uses a few. At-rules are kept, with their inner rules pruned the same way.
 */
function prune(css, classes) {
  const matches = (selector) =>
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => classes.has(m[1]));
  let out = '';
  for (const [prelude, body] of blocks(css)) {
    if (prelude.startsWith('@')) {
      if (/^@(media|supports|layer)/.test(prelude)) {
        const inner = prune(body, classes);
        if (inner) out += `${prelude}{${inner}}`;
      } else out += `${prelude}{${body}}`;
      continue;
    }
    const kept = prelude.split(/,(?![^(]*\))/).filter(matches);
    if (kept.length) out += `${kept.join(',')}{${body}}`;
  }
  return out;
}

const { prerenderLogin } = await import(pathToFileURL(path.join(ssr, 'login-prerender.js')).href);
const { html, css, script } = await prerenderLogin();
const classes = new Set(KEEP_CLASSES);
for (const fragment of Object.values(html))
  for (const m of fragment.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) classes.add(c);
const pruned = prune(css, classes);

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root">';
const CHARSET = /<meta charset="[^"]+"\s*\/?>/i;
if (!index.includes(ROOT) || !CHARSET.test(index)) throw new Error('dist/index.html has no charset or #root');
// antd writes its styles at the top of <head> at run time, before the console's stylesheets: the same order here.
const style = `<style id="zcps-prerender-style">${pruned}#zcps-prerender~#root{display:none}</style>`;
const body = [
  `<div id="zcps-prerender">${html.zh_CN}</div>`,
  `<template id="zcps-prerender-zh_CN">${html.zh_CN}</template>`,
  `<template id="zcps-prerender-en_US">${html.en_US}</template>`,
  `<script>${script}</script>`,
].join('');
// The console's code is fetched and started only after the first frame: fetched and compiled at once (module
// preloads and the entry), its 900 KB of modules held back the paint of the form that is already here by a
// third on a busy machine. A hidden tab gets no frames, hence the timer.
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entry = ENTRY.exec(index)?.[1];
if (!entry) throw new Error('dist/index.html has no module entry script');
const preloads = [...index.matchAll(PRELOAD)].map((m) => m[1]);
const start = `<script>(function(){var started=false;function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.head.appendChild(e);}function go(){if(started)return;started=true;${JSON.stringify(preloads)}.forEach(function(href){add('link',{rel:'modulepreload',crossOrigin:'',href:href});});add('script',{type:'module',crossOrigin:'',src:${JSON.stringify(entry)}});}requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,1000);})();</script>`;
const login = index
  .replace(ENTRY, '')
  .replace(PRELOAD, '')
  .replace(CHARSET, (meta) => `${meta}${style}`)
  .replace(ROOT, `${body}${ROOT}`)
  .replace('</body>', `${start}</body>`);
fs.writeFileSync(path.join(dist, 'login.html'), login);
fs.rmSync(ssr, { recursive: true, force: true });
console.log(
  `prerendered /login: login.html ${login.length} B (antd CSS ${css.length} B pruned to ${pruned.length} B)`,
);
