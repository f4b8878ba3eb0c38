import { useMemo } from 'react';
import { marked } from 'marked';
import { SafeHtml } from '../../../components/SafeHtml';

/** Markdown kept in the repository (docs/), rendered with GitHub tables and sanitised like any HTML. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false, gfm: true });
}

export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <SafeHtml html={html} className="zcps-markdown" />;
}
