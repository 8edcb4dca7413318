import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';
import { redactPaths } from '../deps.js';
import { currentRequestId } from './request-context.js';

/**
 * The process's JSON logger. Lines written through it while a request runs (services that log on the shared
 * logger, mail sent after the answer) get the request's id; a request's own logger has it bound already.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, stream?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: redactPaths,
      mixin(_obj, _level, logger) {
        const reqId = currentRequestId();
        if (!reqId || 'reqId' in (logger as Logger).bindings()) return {};
        return { reqId };
      },
    },
    stream,
  );
}
