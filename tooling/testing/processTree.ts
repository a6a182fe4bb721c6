import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface MeasuredRun {
  readonly status: number | null;
  readonly output: string;
  readonly seconds: number;
  /** The largest sum of resident memory of the command and all its descendants at one time. */
  readonly peakBytes: number;
}

const PAGE_BYTES = 4096;

/** Resident bytes of `root` and its descendants now (Linux /proc; 0 elsewhere). */
export function treeResidentBytes(root: number): number {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const name of entries) {
    try {
      // pid (comm) state ppid ...: the command name may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let bytes = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    try {
      bytes += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
    } catch {
      // Ended meanwhile.
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return bytes;
}

/**
 * Runs a command to its end and keeps its output; with `sampleMemory`, samples the memory of its
 * process tree every 250 ms: what the machine must have free for it, parallel children included
 * (`/usr/bin/time` reports only the largest single process).
 */
export function runMeasured(
  command: string,
  args: readonly string[],
  { cwd, env = process.env, sampleMemory = true }: { cwd: string; env?: NodeJS.ProcessEnv; sampleMemory?: boolean },
): Promise<MeasuredRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    let peakBytes = 0;
    const sample = sampleMemory
      ? setInterval(() => {
          if (child.pid !== undefined) peakBytes = Math.max(peakBytes, treeResidentBytes(child.pid));
        }, 250)
      : undefined;
    child.on('error', (error) => {
      clearInterval(sample);
      reject(error);
    });
    child.on('close', (status) => {
      clearInterval(sample);
      resolve({ status, output: output.join(''), seconds: (Date.now() - started) / 1000, peakBytes });
    });
  });
}
