// Loaded by Node directly too (the cache handler logs through it): no path aliases, erasable TypeScript only.
import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { getEnv } from '../config/env.ts';
import { REDACTION, scrubLine } from './redaction.ts';
import { currentRequest } from './request-context.ts';

export type { Logger };

interface LoggerSettings {
  level: string;
  /** Readable lines for a person at a terminal (development); JSON lines otherwise. */
  pretty: boolean;
}

/**
 * The server log: one JSON line per event (level, time, msg, and the request's id and route while one is served),
 * with credentials, cookies, e-mail and postal addresses redacted by key and scrubbed from the text.
 */
function loggerOptions(settings: LoggerSettings): LoggerOptions {
  return {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // A level's name reads better than its number in a log search (pino-pretty names levels itself).
    ...(settings.pretty ? {} : { formatters: { level: (label: string) => ({ level: label }) } }),
    mixin: () => {
      const request = currentRequest();
      return request ? { requestId: request.requestId, route: request.route } : {};
    },
    redact: REDACTION,
    hooks: { streamWrite: scrubLine },
  };
}

/**
 * Development only: pino-pretty (a development dependency) as a stream in this thread, no worker. Loaded from the
 * app's folder when asked, so no build bundles it and production never loads it; without it, JSON lines.
 */
function prettyStream(): DestinationStream | undefined {
  try {
    const load = createRequire(path.join(process.cwd(), 'package.json'));
    const pretty = load('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
  } catch {
    return undefined;
  }
}

/** @internal exported for its tests */
export function createLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  const options = loggerOptions(settings);
  const stream = destination ?? (settings.pretty ? prettyStream() : undefined);
  return stream ? pino(options, stream) : pino(options);
}

/** The level and format this process logs with; a configuration that does not parse still logs (it is reported at start). */
function settingsFromEnv(): LoggerSettings {
  try {
    const env = getEnv();
    return { level: env.LOG_LEVEL, pretty: env.NODE_ENV === 'development' };
  } catch {
    return { level: 'info', pretty: false };
  }
}

// On globalThis: one logger per process, shared by the separately bundled server code and the cache handler.
const LOGGER = Symbol.for('maple.logger');
type Holder = { [LOGGER]?: Logger };

/** This process's logger, made on first use. */
export function logger(): Logger {
  const holder = globalThis as Holder;
  holder[LOGGER] ??= createLogger(settingsFromEnv());
  return holder[LOGGER];
}
