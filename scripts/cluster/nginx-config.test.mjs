// `node --test "scripts/cluster/*.test.mjs"`: the cluster's nginx configuration.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nginxConfig } from './nginx-config.mjs';

const config = nginxConfig({
  prefix: '/tmp/x',
  httpsPort: 3480,
  instances: [3481, 3482],
  certificate: { cert: '/tmp/x/c.crt', key: '/tmp/x/c.key' },
});

test('TLS and HTTP/2 on loopback, Brotli and gzip, every path under the prefix', () => {
  assert.match(config, /listen 127\.0\.0\.1:3480 ssl http2;/);
  assert.match(config, /ssl_certificate \/tmp\/x\/c\.crt;/);
  assert.match(config, /brotli on;/);
  assert.match(config, /gzip on;/);
  assert.match(config, /load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_filter_module\.so;/);
  for (const line of config.split('\n').filter((text) => /(pid|error_log|_temp_path) /.test(text))) assert.match(line, /\/tmp\/x\//, line);
  assert.doesNotMatch(config, /^user /m);
  assert.match(
    nginxConfig({ prefix: '/p', httpsPort: 1, instances: [2], certificate: { cert: 'c', key: 'k' }, runAsRoot: true }),
    /^user root;$/m,
  );
});

test('balances over both instances and pins one with X-Cluster-Instance', () => {
  assert.match(
    config,
    /upstream storefront \{\n {4}server 127\.0\.0\.1:3481 max_fails=1 fail_timeout=5s;\n {4}server 127\.0\.0\.1:3482 max_fails=1/,
  );
  assert.match(config, /upstream instance_a \{\n {4}server 127\.0\.0\.1:3481 /);
  assert.match(config, /upstream instance_b \{\n {4}server 127\.0\.0\.1:3482 /);
  assert.match(
    config,
    /map \$http_x_cluster_instance \$storefront_upstream \{\n {4}default storefront;\n {4}a instance_a;\n {4}b instance_b;/,
  );
  assert.match(config, /proxy_set_header Accept-Encoding "";/);
});

test('passes its request id on and retries an idempotent request on the other instance when one is down or draining', () => {
  assert.match(config, /proxy_set_header X-Request-Id \$request_id;/);
  assert.match(config, /proxy_next_upstream error timeout http_502 http_503;/);
  assert.match(config, /proxy_next_upstream_tries 2;/);
  assert.doesNotMatch(config, /non_idempotent/);
});
