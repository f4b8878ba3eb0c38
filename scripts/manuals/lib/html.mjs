/** Small HTML builders for the manual content files. Text arguments are trusted HTML (our own prose). */

export function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

export const p = (...paras) => paras.map((t) => `<p>${t}</p>`).join('\n');
export const ul = (items) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (items) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const note = (html, kind = 'info') =>
  `<div class="note note-${kind}"><b>${kind === 'warn' ? '注意' : kind === 'later' ? '后续版本' : '提示'}</b>${html}</div>`;
export const table = (head, rows, cls = '') =>
  `<table class="${cls}"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
/** A menu path as users see it: 职称管理 › 职称申报. */
export const menuPath = (...parts) => `<span class="menupath">${parts.map(esc).join(' › ')}</span>`;
export const kbd = (t) => `<span class="btn">${esc(t)}</span>`;
