import { readConfig } from './config.js';
import { buildServer } from './server.js';

const config = readConfig();
const app = await buildServer(config);
await app.listen({ host: config.host, port: config.port });
console.log(`Emulator listening on http://${config.host}:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
