import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { FaultRegistry } from '../../src/control/faults.js';
import { registerImages } from '../../src/images/register.js';

export interface ImageHarness {
  app: FastifyInstance;
  faults: FaultRegistry;
}

/** The image module alone on a bare Fastify instance. */
export async function startImages(): Promise<ImageHarness> {
  const app = Fastify({ logger: false });
  const faults = new FaultRegistry();
  registerImages(app, { faults });
  await app.ready();
  return { app, faults };
}

/** Format and size of an encoded image, read back with sharp. */
export async function describeImage(body: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height };
}
