/**
 * The site's one console logger. Levels mirror the spec (info, warn, error, success, debug);
 * debug is silent in production builds so visitors' consoles stay clean.
 */
export type LogLevel = 'info' | 'warn' | 'error' | 'success' | 'debug';

const styles: Record<LogLevel, string> = {
  info: 'color:#4338ca;font-weight:600',
  warn: 'color:#b45309;font-weight:600',
  error: 'color:#b91c1c;font-weight:600',
  success: 'color:#047857;font-weight:600',
  debug: 'color:#64748b',
};

const sinks: Record<LogLevel, (...args: unknown[]) => void> = {
  info: (...a) => console.info(...a),
  warn: (...a) => console.warn(...a),
  error: (...a) => console.error(...a),
  success: (...a) => console.log(...a),
  debug: (...a) => console.debug(...a),
};

function write(level: LogLevel, message: string, details?: unknown): void {
  if (level === 'debug' && process.env.NODE_ENV === 'production') return;
  const label = `%c[Quantivo] ${level.toUpperCase()}`;
  if (details === undefined) sinks[level](label, styles[level], message);
  else sinks[level](label, styles[level], message, details);
}

export const logger = {
  info: (message: string, details?: unknown) => write('info', message, details),
  warn: (message: string, details?: unknown) => write('warn', message, details),
  error: (message: string, details?: unknown) => write('error', message, details),
  success: (message: string, details?: unknown) => write('success', message, details),
  debug: (message: string, details?: unknown) => write('debug', message, details),
};
