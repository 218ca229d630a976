// Which direct production dependencies have a newer patch release on their own minor line: security
// fixes ship as patches, so this is what `npm run check:security` can still say without the audit service.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';

const execFileAsync = promisify(execFile);

export async function newerPatches(root, workspaces) {
  // One row per package and installed version: a dependency of both workspaces may be installed twice.
  const installs = new Map(
    workspaces.flatMap((workspace) =>
      Object.keys(readJson(path.join(root, workspace, 'package.json')).dependencies ?? {}).map((name) => {
        const installed = installedVersion(root, workspace, name);
        return [`${name}@${installed}`, { name, installed }];
      }),
    ),
  );
  const rows = [];
  for (const { name, installed } of [...installs.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const [major, minor] = installed.split('.');
    const { stdout } = await execFileAsync('npm', ['view', `${name}@~${major}.${minor}.0`, 'version', '--json'], { cwd: root });
    const published = [JSON.parse(stdout)].flat().filter((version) => /^\d+\.\d+\.\d+$/.test(version));
    const latest = published.reduce((best, version) => (semver.gt(version, best) ? version : best), installed);
    rows.push({ name, installed, latest, behind: latest !== installed });
  }
  return rows;
}

/** npm installs a workspace's own copy under the workspace when its version differs from the root's. */
function installedVersion(root, workspace, name) {
  const own = path.join(root, workspace, 'node_modules', name, 'package.json');
  return readJson(existsSync(own) ? own : path.join(root, 'node_modules', name, 'package.json')).version;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
