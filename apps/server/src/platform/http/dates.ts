const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in the server's time zone, the family's date format. */
export function formatDateTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
