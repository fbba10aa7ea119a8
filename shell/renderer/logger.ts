// One JSON line per event on stdout (errors on stderr), like the API's log: easy to read with
// `docker compose logs renderer` and to ship anywhere.
export type Logger = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

export const jsonLogger: Logger = (level, message, fields = {}) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, context: 'renderer', message, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
};
