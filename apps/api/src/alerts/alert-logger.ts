/** What the alerts log: Fastify's pino logger fits (`app.log`). */
export interface AlertLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const silentLogger: AlertLogger = { info: () => {}, warn: () => {}, error: () => {} };
