// What the cluster test needs from the machine (Debian packages), checked before anything starts.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { BROTLI_MODULE } from './nginx-config.mjs';

const onPath = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The missing pieces, named as their Debian packages; empty when the machine has everything. */
export function missingPrerequisites() {
  const missing = [];
  if (!onPath('redis-server') || !onPath('redis-cli')) missing.push('redis-server');
  if (!onPath('nginx')) missing.push('nginx');
  if (!existsSync(BROTLI_MODULE)) missing.push('libnginx-mod-http-brotli-filter');
  if (!onPath('openssl')) missing.push('openssl');
  if (!onPath('prometheus')) missing.push('prometheus');
  return missing;
}
