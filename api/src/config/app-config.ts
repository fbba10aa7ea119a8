// Runtime configuration (PRODUCT section 3), read from the environment when asked for, never at
// import time, so tests and the start script each see their own values. The variables' rules,
// defaults and messages are the zod schema in ./environment.
import type { RetentionPeriods } from '@softskills/domain';
import { environmentSchema, staticMountsSchema, toAppConfig } from './environment';

export type LogLevelName = 'error' | 'warn' | 'info' | 'debug';

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'mysql'; url: string };

export interface StaticMount {
  prefix: string;
  dir: string;
}

export interface AppConfig {
  production: boolean;
  port: number;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  adminUsername: string;
  adminPassword: string | null;
  jwtSecret: string | null;
  /** Keys the hashes of personal data (DATA_HASH_SECRET); null = a random one persisted in DATA_DIR. */
  dataHashSecret: string | null;
  /** Token lifetime in seconds (JWT_TTL like 8h, 30m, 3600s, 1d; a bare number means seconds). */
  jwtTtlSeconds: number;
  uploadLimits: { image: number; material: number; video: number };
  maxImagePixels: number;
  /** Image conversions that may run at once; the rest wait their turn. */
  imageConversionConcurrency: number;
  /** How old an upload no record points to must be before the sweeper deletes it. */
  uploadOrphanGraceHours: number;
  trustProxy: boolean | number | string;
  logLevel: LogLevelName;
  staticMounts: StaticMount[];
  /** `npm start`: the page renderer that answers page navigations; null = the static index.html. */
  rendererUrl: string | null;
  databaseConnectAttempts: number;
  databaseRetryDelayMs: number;
  /** Public form submissions per client and form: a burst of `burst`, then one more every `refillSeconds`. */
  publicForms: { burst: number; refillSeconds: number };
  /** Per process: how many serialized public list responses, and how many bytes of them, are kept (0 entries: no cache). */
  publicCache: { maxEntries: number; maxBytes: number };
  /** The site's public address (PUBLIC_URL) for links in mails; null = the request's address. */
  publicUrl: string | null;
  /** Outgoing mail. smtpUrl null = mails are written as .eml files under DATA_DIR/mail. */
  mail: { smtpUrl: string | null; from: string; dir: string };
  newsletter: {
    /** Mails the background sender hands over per minute at most. */
    ratePerMinute: number;
    /** Seconds between looks for due work (retries, another replica's mailing). */
    pollSeconds: number;
    /** Operator's choice: store the subscriber's IP address in the consent record (off by default). */
    recordConsentIp: boolean;
  };
  /** How long personal data is kept before it is erased (README "Retention"); published for the privacy page. */
  retention: RetentionPeriods;
  /** Days a deleted item waits in the trash (TRASH_DAYS) before it and its files are erased for good. */
  trashDays: number;
  /** Where archives go, when the nightly one is made (minutes after local midnight), how many are kept. */
  backup: { dir: string; minuteOfDay: number; keep: number };
  /** The operator's site details (SITE_CONFIG_FILE, by default DATA_DIR/site.json), read at run time. */
  siteConfigFile: string;
}

/** A configuration mistake the operator must fix; main.ts prints its message on one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** zod's issues as one line an operator can act on: every wrong variable, each named. */
function configErrorOf(error: { issues: readonly { message: string }[] }): ConfigError {
  return new ConfigError([...new Set(error.issues.map((issue) => issue.message))].join('; '));
}

/** The `prefix=absDir;prefix=absDir` list given by scripts/start.mjs. */
export function parseStaticMounts(raw: string | undefined): StaticMount[] {
  const parsed = staticMountsSchema.safeParse(raw);
  if (!parsed.success) throw configErrorOf(parsed.error);
  return parsed.data;
}

/** The configuration in `env` (process.env unless given); a ConfigError names each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw configErrorOf(parsed.error);
  return toAppConfig(parsed.data);
}

/** Nest injection token of the loaded AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Where links in mails and the API's own pages point: PUBLIC_URL, else this server's own address; never a request's Host. */
export const siteAddress = (config: Pick<AppConfig, 'publicUrl' | 'port'>): string => config.publicUrl ?? `http://localhost:${config.port}`;
