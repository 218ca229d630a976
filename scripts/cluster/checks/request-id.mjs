// The id nginx gives a request ($request_id, sent as X-Request-Id) is the one the instance logs it under, in
// its JSON log (stdout, captured in instance-<letter>.log) and on its answer: nginx's log and the store's join.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const title = "nginx's request id is the one in the instance's JSON log";

export async function run({ client, logs }) {
  const answer = await client.request('/icon-192.png', { instance: 'a' });
  assert.equal(answer.status, 200);
  const proxyId = answer.headers['x-proxy-request-id'];
  assert.match(proxyId ?? '', /^[0-9a-f]{32}$/, "nginx's $request_id");
  assert.equal(answer.headers['x-request-id'], proxyId, 'the instance answered under the id nginx sent');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const line = readFileSync(logs('instance-a'), 'utf8')
      .split('\n')
      .find((text) => text.includes(`"requestId":"${proxyId}"`));
    if (line) {
      const entry = JSON.parse(line);
      assert.equal(entry.msg, 'request completed');
      assert.equal(entry.route, '/icon-192.png');
      return `${proxyId}: ${entry.level} "${entry.msg}" ${entry.status} in ${entry.durationMs} ms`;
    }
    if (Date.now() > deadline) throw new Error(`no line of ${logs('instance-a')} names request ${proxyId}`);
    await sleep(200);
  }
}
