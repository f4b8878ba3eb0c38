/** Text made safe to place inside HTML elements and attribute values. */
export function escapeHtml(text: string | null | undefined): string {
  return (text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
