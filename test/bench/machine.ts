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
