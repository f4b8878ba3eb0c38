import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';

/** Removes scripts, event-handler attributes, javascript: URLs and other active content. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/** Server-supplied HTML (notices, dialog content), shown only after sanitising. */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
