import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { LogLevelName } from '../config/app-config';
import { redactLogMessage } from './redact';

const LEVELS: Record<LogLevelName, LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Structured logs, one JSON object per line, that never carry an e-mail address. */
class PrivateLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    super.log(redactLogMessage(message), ...rest);
  }
  override error(message: unknown, ...rest: unknown[]): void {
    super.error(redactLogMessage(message), ...rest.map((part) => (typeof part === 'string' ? redactLogMessage(part) : part)));
  }
  override warn(message: unknown, ...rest: unknown[]): void {
    super.warn(redactLogMessage(message), ...rest);
  }
  override debug(message: unknown, ...rest: unknown[]): void {
    super.debug(redactLogMessage(message), ...rest);
  }
  override verbose(message: unknown, ...rest: unknown[]): void {
    super.verbose(redactLogMessage(message), ...rest);
  }
  override fatal(message: unknown, ...rest: unknown[]): void {
    super.fatal(redactLogMessage(message), ...rest);
  }
}

/** The API's logger (LOG_LEVEL picks how much). */
export function createAppLogger(level: LogLevelName): ConsoleLogger {
  return new PrivateLogger({ json: true, logLevels: LEVELS[level], colors: false });
}
