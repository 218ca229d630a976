// Each turn works for this long at most, so a request arriving meanwhile waits only a few milliseconds.
const SLICE_MS = 8;

/** Work done a piece at a time: does what it can before the deadline, and answers whether it is done. */
export type IdleJob = (deadline: number) => boolean;

const jobs: IdleJob[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // A timer rather than setImmediate: an unref'd immediate only runs when something else wakes the
  // event loop, so idle-time work would wait for requests and slow them down instead.
  setTimeout(turn, 0).unref();
}

function turn(): void {
  scheduled = false;
  const deadline = performance.now() + SLICE_MS;
  while (jobs.length > 0 && performance.now() < deadline) {
    if (jobs[0]!(deadline)) jobs.shift();
  }
  if (jobs.length > 0) schedule();
}

/**
 * Runs a job in idle time after start-up, one slice per event-loop turn shared by every job (in the
 * order they came), so requests never wait behind more than one slice. It never keeps the process alive.
 */
export function runInIdleTime(job: IdleJob): void {
  jobs.push(job);
  schedule();
}
