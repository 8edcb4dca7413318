import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';
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

/** Where card data and passwords could sit in a log line: pino writes [Redacted] there. */
export const redactPaths = [
  'req.headers.authorization',
  '*.password',
  '*.oldpassword',
  '*.newpassword',
  '*.cardnumber',
  '*.cvv',
  '*.creditcard',
  '*.cardInfo',
  // The card gateway's own names (payments/): the CardInput object, FAC's XML elements, PowerTranz's JSON.
  '*.card',
  '*.cardNumber',
  '*.CardNumber',
  '*.CardCVV2',
  '*.CardPan',
  '*.CardCvv',
  // The same names at the top of a log object and one level further down (pino's * matches one level).
  'cardnumber',
  'cvv',
  'creditcard',
  'card',
  '*.*.cardnumber',
  '*.*.cvv',
  // PowerTranz's request nests the card in Source; its password travels in a header.
  'Source',
  '*.Source',
  'CardPan',
  'CardCvv',
  '*.*.CardPan',
  '*.*.CardCvv',
  'req.headers["powertranz-powertranzpassword"]',
];
