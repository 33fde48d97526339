import { execFileSync } from 'node:child_process';

const processTable = () =>
  execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm=,times='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([p, pp, comm, times]) => ({ pid: Number(p), ppid: Number(pp), comm: comm ?? '?', seconds: Number(times) }));

const treeOf = (pid: number, table: ReturnType<typeof processTable>): Set<number> => {
  const inTree = new Set([pid]);
  // ps lists parents before children, but a second pass costs nothing and needs no such promise.
  for (let pass = 0; pass < 2; pass++) for (const row of table) if (inTree.has(row.ppid)) inTree.add(row.pid);
  return inTree;
};

/** CPU seconds (user + system) used so far by a process and each of its descendants, by command name. */
export const cpuSecondsOfTree = (pid: number): Map<string, number> => {
  const table = processTable();
  const inTree = treeOf(pid, table);
  const totals = new Map<string, number>();
  for (const row of table) if (inTree.has(row.pid)) totals.set(row.comm, (totals.get(row.comm) ?? 0) + row.seconds);
  return totals;
};

/** The process ids below `pid` (children, grandchildren...). */
export const descendantsOf = (pid: number): number[] => [...treeOf(pid, processTable())].filter((p) => p !== pid);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits for processes a stopped stack left behind (DynamoDB Local's JVM can
 * outlive the Node process that sent it SIGTERM) and kills, by id, any still
 * there after `graceMs`, so runs leave no Java process on a shared machine.
 */
export const reap = async (pids: number[], graceMs = 10_000): Promise<void> => {
  const deadline = Date.now() + graceMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
};

/** What each command of the tree used between two readings. */
export const cpuDelta = (before: Map<string, number>, after: Map<string, number>): Record<string, number> =>
  Object.fromEntries([...after].map(([comm, s]) => [comm, s - (before.get(comm) ?? 0)]).filter(([, s]) => (s as number) > 0));
