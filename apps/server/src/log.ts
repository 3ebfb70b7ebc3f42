import { pino, type Logger } from 'pino';
import type { Config } from './config';
import { logHooks } from './http/errors';

/**
 * The process's one log: JSON lines on stdout, start-up and shutdown lines included, so a log
 * collector reads every line alike. The HTTP server logs through it too (createServer).
 */
export function openLog(config?: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({ level: config?.LOG_LEVEL ?? 'info', hooks: logHooks });
}
