/**
 * How busy the machine was with other work while the benchmark ran: the machine's CPU time
 * (/proc/stat) minus ours (this process and the live processes under it, Chromium included,
 * with the children they already reaped). Linux only; elsewhere the share is null.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const ticksPerSecond = 100;

function machineBusySeconds(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: busy is everything but idle and iowait.
  const busy = fields.reduce((sum, value, index) => (index === 3 || index === 4 || index > 7 ? sum : sum + value), 0);
  return busy / ticksPerSecond;
}

/** Our CPU seconds: every live process whose parent chain leads to this one (utime + stime + cutime + cstime). */
function ourSeconds(): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command: state ppid … utime (12th) stime cutime cstime.
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
      stats.set(Number(name), { parent: Number(fields[1]), ticks });
    } catch {
      // The process ended while we read.
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; at = stats.get(at)?.parent ?? 0, hops++) if (at === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (ours(pid)) ticks += stat.ticks;
  return ticks / ticksPerSecond;
}

export interface CpuShare {
  /** Share of the machine's CPU (all cores) that other processes used, 0–1; null where /proc is missing. */
  others: number | null;
  /** Share the benchmark (Node, simulator, browser mode, Chromium) used. */
  ours: number | null;
}

/** Starts counting; the returned function gives the shares since then (call it before closing Chromium). */
export function startCpuMeter(): () => CpuShare {
  if (!existsSync('/proc/stat')) return () => ({ others: null, ours: null });
  const started = performance.now();
  const busyBefore = machineBusySeconds();
  const oursBefore = ourSeconds();
  return () => {
    const capacity = ((performance.now() - started) / 1000) * availableParallelism();
    const busy = machineBusySeconds() - busyBefore;
    const ours = ourSeconds() - oursBefore;
    return { others: Math.max(0, busy - ours) / capacity, ours: ours / capacity };
  };
}

/** CPU seconds so far (utime + stime) of each of our live Chromium processes, by pid, with its `--type` ('browser' for the browser process). */
export function chromiumCpu(): Map<number, { type: string; seconds: number }> {
  const found = new Map<number, { type: string; seconds: number; parent: number }>();
  const parents = new Map<number, number>();
  if (!existsSync('/proc/stat')) return new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      parents.set(Number(name), parent);
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!/chrom/i.test(command)) continue;
      const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${name}/cmdline`, 'utf8'))?.[1] ?? 'browser';
      found.set(Number(name), { type, seconds: (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / ticksPerSecond, parent });
    } catch {
      // The process ended while we read.
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; at = parents.get(at) ?? 0, hops++) if (at === process.pid) return true;
    return false;
  };
  return new Map([...found].filter(([pid]) => ours(pid)).map(([pid, { type, seconds }]) => [pid, { type, seconds }]));
}

export interface AppCpu {
  /** The page and its workers: Chromium's renderer processes. */
  rendererMs: number;
  /** Chromium's other processes: the browser process (IndexedDB's backend among its work), GPU, network and utilities. */
  otherChromiumMs: number;
  /** The bench's own Node process: main (browser mode's servers and the fetcher), with the tap and Playwright's driver. */
  nodeMs: number;
}

/** Starts counting the app's CPU; the returned function gives what it used since (the simulator, in its own process, is not counted). */
export function startAppCpuMeter(): () => AppCpu {
  const chromiumBefore = chromiumCpu();
  const nodeBefore = process.cpuUsage();
  return () => {
    const node = process.cpuUsage(nodeBefore);
    let rendererMs = 0;
    let otherChromiumMs = 0;
    for (const [pid, { type, seconds }] of chromiumCpu()) {
      const used = (seconds - (chromiumBefore.get(pid)?.seconds ?? 0)) * 1000;
      if (type === 'renderer') rendererMs += used;
      else otherChromiumMs += used;
    }
    return { rendererMs, otherChromiumMs, nodeMs: (node.user + node.system) / 1000 };
  };
}
