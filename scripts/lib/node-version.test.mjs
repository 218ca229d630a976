// `node --test "scripts/lib/*.test.mjs"`: which Node.js lines start the store.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unsupportedNodeMessage } from './node-version.mjs';

test('Node 24 and 22.18+ are supported; 20 and early 22 are refused with the way out', () => {
  for (const version of ['v24.0.0', 'v24.21.0', 'v25.1.0', 'v22.18.0', 'v22.21.1'])
    assert.equal(unsupportedNodeMessage(version), null, version);
  for (const version of ['v20.20.2', 'v22.15.0', 'v22.17.1', 'v18.20.0']) {
    const message = unsupportedNodeMessage(version);
    assert.match(message, new RegExp(`this is Node ${version.replace(/\./g, '\\.')}`));
    assert.match(message, /Node 24/);
  }
});
