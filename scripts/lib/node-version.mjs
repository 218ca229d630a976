// The Node.js lines the store supports: 24 LTS, and 22 from 22.18 (node:sqlite with isTransaction, and TypeScript
// type stripping on by default, which `next start` needs to load the cache handler).

/** Null when `version` (like process.version) is supported, else the message to print. */
export function unsupportedNodeMessage(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 18)) return null;
  return (
    `Maple Audio needs Node.js 24 LTS (or 22.18 and later); this is Node ${version}.\n` +
    'Install Node 24 (nvm install 24, or https://nodejs.org), then run npm install again.'
  );
}

/** Exits with a clear message on a Node.js line the store does not run on. */
export function requireSupportedNode() {
  const message = unsupportedNodeMessage(process.version);
  if (!message) return;
  console.error(message);
  process.exit(1);
}
