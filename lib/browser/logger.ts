/**
 * The site's one console logger. Levels mirror the spec (info, warn, error, success, debug);
 * debug is silent in production builds so visitors' consoles stay clean.
 */
export type LogLevel = 'info' | 'warn' | 'error' | 'success' | 'debug';

/** Each level's console method and label style. */
const levels: Record<LogLevel, ['info' | 'warn' | 'error' | 'log' | 'debug', string]> = {
  info: ['info', 'color:#4338ca;font-weight:600'],
  warn: ['warn', 'color:#b45309;font-weight:600'],
  error: ['error', 'color:#b91c1c;font-weight:600'],
  success: ['log', 'color:#047857;font-weight:600'],
  debug: ['debug', 'color:#64748b'],
};

export const logger = Object.fromEntries(
  Object.entries(levels).map(([level, [sink, style]]) => [
    level,
    (message: string, details?: unknown) => {
      if (level === 'debug' && process.env.NODE_ENV === 'production') return;
      const rest = details === undefined ? [] : [details];
      console[sink](`%c[Quantivo] ${level.toUpperCase()}`, style, message, ...rest);
    },
  ]),
) as Record<LogLevel, (message: string, details?: unknown) => void>;
