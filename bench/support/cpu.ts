// Where the machine's CPU went between two moments (Linux /proc; elsewhere nothing): the portal
// process, this process (the benchmark's clients), PostgreSQL's processes and everything else.
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuSample {
  at: number;
  /** pid -> group and jiffies */
  processes: Map<number, { group: string; jiffies: number }>;
  busy: number;
  /** interrupts and softirqs (the loopback network's work lands here) */
  interrupts: number;
  /** time the hypervisor gave to someone else */
  steal: number;
  total: number;
}

/** jiffies per second (USER_HZ), 100 on every Linux that matters. */
const HZ = 100;

function processTimes(): Map<number, { comm: string; jiffies: number }> {
  const times = new Map<number, { comm: string; jiffies: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = text.lastIndexOf(')');
      const comm = text.slice(text.indexOf('(') + 1, close);
      const fields = text.slice(close + 2).split(' ');
      times.set(Number(entry), { comm, jiffies: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return times;
}

export function sampleCpu(portalPid: number): CpuSample | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = values[3]! + values[4]!;
    const processes = new Map<number, { group: string; jiffies: number }>();
    for (const [pid, { comm, jiffies }] of processTimes()) {
      const group = pid === portalPid ? 'portal' : pid === process.pid ? 'clients' : comm === 'postgres' ? 'PostgreSQL' : 'other';
      processes.set(pid, { group, jiffies });
    }
    return { at: performance.now(), processes, busy: total - idle, interrupts: values[5]! + values[6]!, steal: values[7] ?? 0, total };
  } catch {
    return null;
  }
}

/** "CPU portal 45%, clients 60%, PostgreSQL 80%, other 5% of one core; machine 98% busy (...)":
 * processes in shares of one core, the machine in shares of all its cores. */
export function describeCpu(before: CpuSample | null, after: CpuSample | null): string {
  if (!before || !after) return 'CPU: (no /proc)';
  const seconds = (after.at - before.at) / 1000;
  // Per process, so that one that ended meanwhile subtracts nothing (one that started counts whole).
  const used = new Map<string, number>();
  for (const [pid, { group, jiffies }] of after.processes) {
    used.set(group, (used.get(group) ?? 0) + jiffies - (before.processes.get(pid)?.jiffies ?? 0));
  }
  const share = (group: string) => `${group} ${((100 * (used.get(group) ?? 0)) / HZ / seconds).toFixed(0)}%`;
  const ofMachine = (field: 'busy' | 'interrupts' | 'steal') => ((100 * (after[field] - before[field])) / Math.max(1, after.total - before.total)).toFixed(0);
  return `CPU ${['portal', 'clients', 'PostgreSQL', 'other'].map(share).join(', ')} of one core; machine ${ofMachine('busy')}% busy (interrupts ${ofMachine('interrupts')}%, steal ${ofMachine('steal')}%)`;
}
