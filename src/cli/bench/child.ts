// Runs one benchmark task as a child process under a wall-clock limit and a memory cap. The cap
// polls the child's resident set (/proc/<pid>/status, every 200 ms) because V8 heap flags do not
// cover WebAssembly memory (the solver's heap); above the cap or past the deadline it is killed.

import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface ChildLimits {
  /** Wall-clock seconds before the child is killed (the caller adds any grace period). */
  readonly killAfterSeconds: number;
  /** Resident memory in MiB above which the child is killed; undefined: no cap. */
  readonly memoryMb?: number;
  /** Polling interval for memory and CPU time (default 200 ms). */
  readonly pollMs?: number;
}

export interface ChildResult {
  /** Exit code, or null when the child ended on a signal. */
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly wallSeconds: number;
  /** CPU time (user + system, with waited-for children) at the last poll; undefined off Linux. */
  readonly cpuSeconds: number | undefined;
  /** Largest resident set seen, in MiB; undefined off Linux. */
  readonly peakMemoryMb: number | undefined;
  /** Why we killed it, if we did. */
  readonly killed?: 'timeout' | 'memory';
  /** Set when the child could not be started at all. */
  readonly spawnError?: string;
}

/** Bytes of stdout/stderr kept per child; the rest is dropped (a report is far smaller). */
const MAX_OUTPUT = 64 * 1024 * 1024;
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

export function runChild(
  command: string,
  args: readonly string[],
  limits: ChildLimits,
): Promise<ChildResult> {
  const started = process.hrtime.bigint();
  const elapsed = (): number => Number(process.hrtime.bigint() - started) / 1e9;
  return new Promise((resolve) => {
    const child = spawn(command, [...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = new Collector();
    const err = new Collector();
    child.stdout.on('data', (b: Buffer) => out.add(b));
    child.stderr.on('data', (b: Buffer) => err.add(b));
    let killed: 'timeout' | 'memory' | undefined;
    let cpuSeconds: number | undefined;
    let peakMemoryMb: number | undefined;
    let spawnError: string | undefined;
    const kill = (why: 'timeout' | 'memory'): void => {
      if (killed || child.exitCode !== null || child.signalCode !== null) return;
      killed = why;
      child.kill('SIGKILL');
    };
    const poll = (): void => {
      const pid = child.pid;
      if (pid === undefined) return;
      const cpu = readCpuSeconds(pid);
      if (cpu !== undefined) cpuSeconds = cpu;
      const rss = readRssMb(pid);
      if (rss === undefined) return;
      peakMemoryMb = Math.max(peakMemoryMb ?? 0, rss);
      if (limits.memoryMb !== undefined && rss > limits.memoryMb) kill('memory');
    };
    const poller = setInterval(poll, limits.pollMs ?? 200);
    const deadline = setTimeout(() => kill('timeout'), limits.killAfterSeconds * 1000);
    child.on('error', (e) => {
      spawnError = e.message;
    });
    child.on('close', (code, signal) => {
      clearInterval(poller);
      clearTimeout(deadline);
      resolve({
        exitCode: code,
        signal,
        stdout: out.text(),
        stderr: err.text(),
        wallSeconds: elapsed(),
        cpuSeconds,
        peakMemoryMb: peakMemoryMb === undefined ? undefined : Math.round(peakMemoryMb),
        ...(killed ? { killed } : {}),
        ...(spawnError !== undefined ? { spawnError } : {}),
      });
    });
  });
}

class Collector {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  add(chunk: Buffer): void {
    if (this.size >= MAX_OUTPUT) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** VmRSS of a live process in MiB, or undefined (process gone, or no /proc). */
export function readRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m?.[1] !== undefined ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** utime + stime + cutime + cstime of a live process in seconds, or undefined. */
export function readCpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS : undefined;
  } catch {
    return undefined;
  }
}
