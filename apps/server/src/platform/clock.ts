import fs from 'node:fs';

/**
 * "Now" for business rules that run over days (declaration windows, publicity, bars), so a test can move time
 * instead of waiting a week. In production it is the system time; `travel` exists for API tests, and the
 * offset file (ZCPS_TEST_CLOCK_FILE, honoured only with NODE_ENV=test) lets a browser test move a running
 * server's time by writing a number of milliseconds into it.
 */
export class Clock {
  private offsetMs = 0;

  constructor(private readonly offsetFile?: string) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs + this.fileOffset());
  }

  /** `YYYY-MM-DD` of now in the server's time zone. */
  today(): string {
    const d = this.now();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }

  travel(ms: number): void {
    this.offsetMs += ms;
  }

  private fileOffset(): number {
    if (!this.offsetFile) return 0;
    try {
      const value = Number(fs.readFileSync(this.offsetFile, 'utf8').trim());
      return Number.isFinite(value) ? value : 0;
    } catch {
      return 0;
    }
  }
}
