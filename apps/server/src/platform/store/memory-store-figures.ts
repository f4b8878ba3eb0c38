import v8 from 'node:v8';

/** Redis's `*_human` format: 1.50M, 832.00K, 12B. */
export function humanBytes(bytes: number): string {
  const units = ['B', 'K', 'M', 'G', 'T'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes}B` : `${value.toFixed(2)}${units[unit]}`;
}

interface Reading {
  at: number;
  input: number;
  output: number;
  commands: number;
}

/**
 * What the in-process store counts about itself, so the cache monitor can show the fields of Redis INFO with
 * this store's own figures: calls per command, bytes in (keys and values written) and out (values read), and
 * the rates since the previous reading (Redis samples its "instantaneous" rates the same way, over a short window).
 */
export class MemoryStoreFigures {
  readonly started: number;
  private readonly calls = new Map<string, number>();
  private input = 0;
  private output = 0;
  private commands = 0;
  private last: Reading;

  constructor(private readonly now: () => number) {
    this.started = now();
    this.last = { at: this.started, input: 0, output: 0, commands: 0 };
  }

  /** One call of `command`, with the bytes it took in and gave out. */
  count(command: string, input = 0, output = 0): void {
    this.calls.set(command, (this.calls.get(command) ?? 0) + 1);
    this.commands++;
    this.input += input;
    this.output += output;
  }

  commandStats(): { name: string; value: string }[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, calls]) => ({ name, value: String(calls) }));
  }

  /** The INFO fields this store has a figure for (no port, no persistence, no forked children). */
  info(keys: number, expires: number, dataBytes: number): Record<string, string> {
    const at = this.now();
    const seconds = Math.max((at - this.last.at) / 1000, 0.001);
    const rate = (now: number, before: number) => ((now - before) / 1024 / seconds).toFixed(2);
    const uptime = Math.floor((at - this.started) / 1000);
    const cpu = process.cpuUsage();
    const heapLimit = v8.getHeapStatistics().heap_size_limit;
    const info: Record<string, string> = {
      redis_version: `memory (Node.js ${process.version})`,
      redis_mode: 'in-process',
      process_id: String(process.pid),
      uptime_in_seconds: String(uptime),
      uptime_in_days: String(Math.floor(uptime / 86400)),
      // The one process holding the store is its only client.
      connected_clients: '1',
      used_memory: String(dataBytes),
      used_memory_human: humanBytes(dataBytes),
      used_memory_rss: String(process.memoryUsage.rss()),
      used_memory_rss_human: humanBytes(process.memoryUsage.rss()),
      // The store lives in the V8 heap, so the heap's limit is its ceiling.
      maxmemory: String(heapLimit),
      maxmemory_human: humanBytes(heapLimit),
      // CPU of the process the store lives in, as Redis reports its server process's.
      used_cpu_user: (cpu.user / 1e6).toFixed(6),
      used_cpu_sys: (cpu.system / 1e6).toFixed(6),
      // Nothing is written to disk: no append-only file, no snapshots.
      aof_enabled: '0',
      total_commands_processed: String(this.commands),
      instantaneous_ops_per_sec: String(Math.round((this.commands - this.last.commands) / seconds)),
      total_net_input_bytes: String(this.input),
      total_net_output_bytes: String(this.output),
      instantaneous_input_kbps: rate(this.input, this.last.input),
      instantaneous_output_kbps: rate(this.output, this.last.output),
      db0: `keys=${keys},expires=${expires}`,
    };
    this.last = { at, input: this.input, output: this.output, commands: this.commands };
    return info;
  }
}
