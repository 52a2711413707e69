// Child processes of a benchmark: a tsx script started with the bench's Node, its first JSON line on stdout
// read as its answer, its resident memory read from /proc, and stopped by its own PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface Child {
  process: ChildProcess;
  /** Every JSON line the child printed, in order. */
  lines: unknown[];
  /** Resolves with the next JSON line the child prints. */
  next(): Promise<unknown>;
  send(line: string): void;
  stop(): Promise<void>;
}

export function startChild(script: string, env: Record<string, string> = {}): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines: unknown[] = [];
  const waiting: ((v: unknown) => void)[] = [];
  let read = 0;
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return void console.log(line);
    lines.push(JSON.parse(line));
    waiting.shift()?.(lines[read++]);
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  return {
    process: proc,
    lines,
    next: () =>
      new Promise((resolve, reject) => {
        if (read < lines.length) return resolve(lines[read++]);
        waiting.push(resolve);
        void exited.then(() => reject(new Error(`${script} ended before answering`)));
      }),
    send: (line) => void proc.stdin!.write(`${line}\n`),
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** The resident memory of a process in megabytes (Linux), threads included. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The CPU time a process has used so far, in seconds (user and system, threads included; Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 14th and 15th fields of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
