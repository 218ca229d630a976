import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type AnyFunction = (...args: unknown[]) => unknown;

// Fastify's default compilers are its own dependencies: resolve them from its install.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** Fastify's default factory from `moduleName` (which exports a maker of it), loaded on the first call. */
function loadedOnFirstUse<Factory>(moduleName: string): Factory {
  let factory: AnyFunction | undefined;
  return ((...args: unknown[]) => {
    factory ??= (requireFromFastify(moduleName) as () => AnyFunction)();
    return factory(...args);
  }) as Factory;
}

/**
 * Fastify's default schema compilers (ajv, fast-json-stringify), loaded only when a route declares
 * a schema. No emulator route does, and loading them took a tenth of the start-up time.
 */
export const lazySchemaCompilers: CompilersFactory = {
  buildValidator: loadedOnFirstUse<NonNullable<CompilersFactory['buildValidator']>>('@fastify/ajv-compiler'),
  buildSerializer: loadedOnFirstUse<NonNullable<CompilersFactory['buildSerializer']>>('@fastify/fast-json-stringify-compiler'),
};
