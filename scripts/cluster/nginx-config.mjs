// nginx.conf for the cluster: TLS, HTTP/2, gzip and Brotli in front of the storefront instances,
// as a self-hoster runs it, but as the current user with every path under a temporary prefix.

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

// What nginx compresses besides text/html (always compressed): the store's scripts, styles, data and icons.
const COMPRESSED_TYPES =
  'text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml text/x-component';

/**
 * The configuration text. `instances` are the storefront ports; a request with the header
 * `X-Cluster-Instance: a` (or `b`...) goes to that instance alone, which is how the checks read
 * each instance through nginx. Responses say which instance answered (X-Upstream).
 */
export function nginxConfig({ prefix, httpsPort, instances, certificate, runAsRoot = false, brotliModule = BROTLI_MODULE }) {
  const names = instances.map((_, index) => String.fromCharCode(97 + index));
  // Passive checks only (nginx open source has no active health_check): an instance that refuses connections, times
  // out or answers 502/503 is an unsuccessful attempt, and after one it gets no traffic for 5 s.
  const upstream = (name, ports) =>
    `  upstream ${name} {\n${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}\n    keepalive 16;\n  }`;
  return `# Made by scripts/cluster/nginx-config.mjs for one run of the cluster test.
load_module ${brotliModule};
${runAsRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types {
    text/html html;
  }
  default_type application/octet-stream;

  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_comp_level 5;
  gzip_min_length 256;
  gzip_types ${COMPRESSED_TYPES};
  brotli on;
  brotli_comp_level 5;
  brotli_min_length 256;
  brotli_types ${COMPRESSED_TYPES};

${upstream('storefront', instances)}
${names.map((name, index) => upstream(`instance_${name}`, [instances[index]])).join('\n')}

  map $http_x_cluster_instance $storefront_upstream {
    default storefront;
${names.map((name) => `    ${name} instance_${name};`).join('\n')}
  }

  server {
    listen 127.0.0.1:${httpsPort} ssl http2;
    server_name localhost;
    ssl_certificate ${certificate.cert};
    ssl_certificate_key ${certificate.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    client_max_body_size 2m;

    location / {
      proxy_pass http://$storefront_upstream;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host $http_host;
      # One id per request, in nginx's log and the instance's (the store keeps a trusted proxy's X-Request-Id).
      proxy_set_header X-Request-Id $request_id;
      # An instance that is restarting or draining: the request goes to the other one. nginx retries only
      # idempotent methods (GET, HEAD, PUT, DELETE...), never a POST it has sent, and only before any answer began.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      # nginx compresses (Brotli where accepted): the instances send identity.
      proxy_set_header Accept-Encoding "";
      # Pages stream: pass each chunk on instead of holding the whole answer.
      proxy_buffering off;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
      add_header X-Proxy-Request-Id $request_id always;
    }
  }
}
`;
}
