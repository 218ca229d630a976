import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalog } from '../../src/catalog/open-catalog.js';
import { readConfig, type EmulatorConfig } from '../../src/config.js';
import { FaultRegistry } from '../../src/control/faults.js';
import { registerStorefront } from '../../src/shopify/storefront/register.js';
import { openDatabase } from '../../src/store/database.js';
import { listenHttps, loadCertificate } from '../../src/tls/https-listener.js';
import { selfSignedCertificate } from '../../src/tls/self-signed-certificate.js';
import { miniSeed } from '../catalog/fixtures/mini-seed.js';

describe('the generated certificate', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const pair = selfSignedCertificate(['localhost', '127.0.0.1', '::1'], now);
  const certificate = new X509Certificate(pair.cert);

  it('is a self-signed X.509 certificate Node reads and verifies', () => {
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(createPrivateKey(pair.key))).toBe(true);
    expect(certificate.publicKey.asymmetricKeyType).toBe('ec');
  });

  it('names localhost and the loopback addresses, for a year from the day before', () => {
    expect(certificate.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(certificate.ca).toBe(false);
    expect(new Date(certificate.validFrom).toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(new Date(certificate.validTo).toISOString()).toBe('2027-11-27T12:00:00.000Z');
  });

  it('is kept beside the data, so a client that trusts it once keeps trusting it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-tls-'));
    try {
      const config = { host: '127.0.0.1', dataDir };
      expect(loadCertificate(config).cert).toBe(loadCertificate(config).cert);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('EMULATOR_HTTPS_PORT', () => {
  let app: FastifyInstance;
  let port: number;
  let ca: string;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    const db = openDatabase(':memory:');
    app.addHook('onClose', async () => db.close());
    const config: EmulatorConfig = { ...readConfig(), host: '127.0.0.1', port: 0, dataDir: ':memory:' };
    await registerStorefront(app, { config, catalog: openCatalog(db, miniSeed, () => new Date()), faults: new FaultRegistry(), now: () => new Date() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const https = await listenHttps(app, { ...config, httpsPort: 0 });
    port = (https.server.address() as { port: number }).port;
    ca = https.cert;
  });
  afterAll(() => app.close());

  const post = (body: unknown, trust: string | undefined) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port, path: '/api/2026-04/graphql.json', method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 't' }, ...(trust ? { ca: trust } : {}) },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify(body));
    });

  it('serves the same API over TLS, with https:// URLs in its answers', async () => {
    const response = await post({ query: '{ product(handle: "shure-sm58") { featuredImage { url } } }' }, ca);
    expect(response.status).toBe(200);
    const url = JSON.parse(response.body).data.product.featuredImage.url as string;
    expect(url.startsWith(`https://127.0.0.1:${port}/s/files/1/`)).toBe(true);
  });

  it('is refused by a client that does not trust the certificate', async () => {
    await expect(post({ query: '{ shop { name } }' }, undefined)).rejects.toThrow(/self-signed certificate/);
  });
});
