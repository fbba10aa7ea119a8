import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { LogLevelName } from '../config/app-config';

const LEVELS: Record<LogLevelName, LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Structured logs: one JSON object per line (LOG_LEVEL picks how much). */
export function createAppLogger(level: LogLevelName): ConsoleLogger {
  return new ConsoleLogger({ json: true, logLevels: LEVELS[level], colors: false });
}
