// Long-running children of the cluster test: each in its own process group, so stopping one stops
// what it spawned (next start runs the server in a child process), and only what this script started.
import { execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Starts `command` with its output in `logFile`; the result can be stopped and awaited. */
export function startChild(name, command, args, { cwd, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.on('error', (error) => log.write(`[${name}] failed to start: ${error.message}\n`));
  return {
    name,
    child,
    logFile,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    /** Sends `signal` to the child's process group, then waits (up to 10 s, then SIGKILL) for it to exit. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to completion; resolves with its output, rejects with it on a non-zero exit. */
export async function runCommand(command, args, options = {}) {
  const { stdout } = await execFileAsync(command, args, { maxBuffer: 16 * 1024 * 1024, ...options });
  return stdout;
}
