import fs from 'node:fs';
import path from 'node:path';
import { pagesOf } from './capture.mjs';
import { esc, menuPath, note } from './html.mjs';

const TEMPLATES = path.resolve(import.meta.dirname, '../templates');

/**
 * What a content file sees: the role, its menu (pages marked built or not), the shell features found, and
 * helpers that embed a screenshot when it exists and say "later release" when a page is not built yet.
 */
export function makeContext(role, capture) {
  const { shots, tree, has } = capture;
  const pages = pagesOf(tree);
  const dataUri = (name) => `data:image/jpeg;base64,${shots.get(name).buf.toString('base64')}`;
  const ctx = {
    role,
    tree,
    has,
    pages,
    hasShot: (name) => shots.has(name),
    /** A numbered figure, or nothing when the screen was not captured. */
    figure(name, caption, { width } = {}) {
      if (!shots.has(name)) return '';
      const style = width ? ` style="width:${width}"` : '';
      return `<figure><img src="${dataUri(name)}"${style} alt="${esc(caption)}"><figcaption>图 %%FIG%% ${esc(
        caption,
      )}</figcaption></figure>`;
    },
    /** Several narrow shots side by side (the sidebar with each directory opened). */
    figureRow(items, caption) {
      const present = items.filter((i) => shots.has(i.name));
      if (!present.length) return '';
      const cells = present
        .map(
          (i) =>
            `<div><img src="${dataUri(i.name)}" alt="${esc(i.label)}"><span>${esc(i.label)}</span></div>`,
        )
        .join('');
      return `<figure class="row"><div class="cells">${cells}</div><figcaption>图 %%FIG%% ${esc(
        caption,
      )}</figcaption></figure>`;
    },
    page(title) {
      return pages.find((p) => p.title === title);
    },
    /** The menu path of a page of this role (or the words given when the role does not have it). */
    where(title) {
      const pg = ctx.page(title);
      return pg ? menuPath(...pg.trail) : `“${esc(title)}”`;
    },
    /**
     * The screenshot of a built page, or an honest note that the menu entry exists but its screen arrives in a
     * later release. Empty when the role has no such page.
     */
    screen(title, caption) {
      const pg = ctx.page(title);
      if (!pg) return '';
      if (pg.state === 'real' && pg.shot)
        return ctx.figure(pg.shot, caption ?? `${pg.trail.join(' › ')} 页面`);
      if (pg.state === 'real') return '';
      return note(
        `${menuPath(...pg.trail)} 菜单已对本角色开放，但本版本中该页面尚在建设，打开后显示“此页面尚未提供”提示页。` +
          '本节描述的是该功能的业务规则与操作要点，页面将在后续版本提供，届时以系统实际界面为准。',
        'later',
      );
    },
    /** Screens of several pages: figures of the built ones, one note naming those still to come. */
    screens(titles) {
      const own = titles.map((t) => ctx.page(t)).filter(Boolean);
      const figures = own
        .filter((pg) => pg.state === 'real' && pg.shot)
        .map((pg) => ctx.figure(pg.shot, `${pg.trail.join(' › ')} 页面`))
        .join('');
      const later = own.filter((pg) => pg.state !== 'real');
      if (!later.length) return figures;
      return (
        figures +
        note(
          `${later.map((pg) => menuPath(...pg.trail)).join('、')} 菜单已对本角色开放，本版本中这些页面尚在建设，` +
            '打开后显示“此页面尚未提供”提示页；本节说明其业务规则与操作要点，页面将在后续版本提供。',
          'later',
        )
      );
    },
  };
  return ctx;
}

/** Pages in a PDF made by Chromium (Skia writes page objects uncompressed). */
function countPages(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

function chapterHtml(ch, n) {
  let fig = 0;
  const sections = ch.sections
    .map((s, i) => `<h2 id="s-${n}-${i + 1}">${n}.${i + 1} ${esc(s.title)}</h2>\n${s.html}`)
    .join('\n');
  const body = `<section class="chapter" id="ch-${n}"><h1>第 ${n} 章&emsp;${esc(ch.title)}</h1>\n${
    ch.intro ?? ''
  }\n${sections}</section>`;
  return body.replace(/%%FIG%%/g, () => `${n}-${++fig}`);
}

function coverHtml(m) {
  return `<section class="cover">
  <div class="cover-band"></div>
  <div class="cover-body">
    <div class="cover-kicker">职称评审管理系统</div>
    <h1 class="cover-title">操作手册</h1>
    <div class="cover-role">${esc(m.role.label)}版</div>
    <p class="cover-lead">${m.role.lead}</p>
    <table class="cover-meta">
      <tr><th>适用角色</th><td>${esc(m.role.roleName)}（角色标识 <code>${esc(m.role.key === 'admin' ? 'superadmin / admin' : m.role.key)}</code>）</td></tr>
      <tr><th>演示账号</th><td><code>${esc(m.role.user.userName)}</code> / <code>${esc(m.role.user.password)}</code>（租户 000000）</td></tr>
      <tr><th>系统版本</th><td>${esc(m.version)}</td></tr>
      <tr><th>编写日期</th><td>${esc(m.date)}</td></tr>
    </table>
  </div>
  <div class="cover-foot">本手册的截图取自系统实际界面（1440×900），由 scripts/manuals 生成器自动截取与排版。</div>
</section>`;
}

function tocHtml(m, startPages) {
  const items = m.chapters
    .map((ch, i) => {
      const n = i + 1;
      const subs = ch.sections
        .map((s, j) => `<li class="sub"><a href="#s-${n}-${j + 1}">${n}.${j + 1} ${esc(s.title)}</a></li>`)
        .join('');
      const pageNo = startPages ? startPages[i] : '';
      return `<li class="chap"><a href="#ch-${n}"><span>第 ${n} 章&emsp;${esc(ch.title)}</span><span class="dots"></span><span class="pg">${pageNo}</span></a></li>${subs}`;
    })
    .join('');
  return `<section class="toc"><h1>目&emsp;录</h1><ol>${items}</ol></section>`;
}

function documentHtml(m, parts) {
  const css = fs.readFileSync(path.join(TEMPLATES, 'manual.css'), 'utf8');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(m.title)}</title><style>${css}</style></head><body>${parts.join(
    '\n',
  )}</body></html>`;
}

async function pdfOf(browser, html, m) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.emulateMedia({ media: 'print' });
  const footer = `<div style="width:100%;font-size:8px;color:#888;padding:0 16mm;display:flex;justify-content:space-between;font-family:'Noto Sans CJK SC',sans-serif"><span>${esc(
    m.title,
  )}</span><span>第 <span class="pageNumber"></span> 页 / 共 <span class="totalPages"></span> 页</span></div>`;
  const header = `<div style="width:100%;font-size:8px;color:#aaa;padding:0 16mm;text-align:right;font-family:'Noto Sans CJK SC',sans-serif">职称评审管理系统 · ${esc(
    m.role.label,
  )}</div>`;
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: header,
    footerTemplate: footer,
    margin: { top: '18mm', bottom: '16mm', left: '16mm', right: '16mm' },
    outline: true,
    tagged: true,
  });
  await context.close();
  return pdf;
}

/**
 * Renders the manual: cover, table of contents with the page each chapter starts on, chapters. Chapters start
 * on a new page, so rendering the front matter and each chapter alone first gives exact start pages.
 */
export async function renderManual(browser, m) {
  const chapters = m.chapters.map((ch, i) => chapterHtml(ch, i + 1));
  const front = [coverHtml(m), tocHtml(m, null)];
  let next = countPages(await pdfOf(browser, documentHtml(m, front), m)) + 1;
  const starts = [];
  for (const ch of chapters) {
    starts.push(next);
    next += countPages(await pdfOf(browser, documentHtml(m, [ch]), m));
  }
  const pdf = await pdfOf(browser, documentHtml(m, [coverHtml(m), tocHtml(m, starts), ...chapters]), m);
  return {
    pdf,
    pages: countPages(pdf),
    html: documentHtml(m, [coverHtml(m), tocHtml(m, starts), ...chapters]),
  };
}
