// Runtime configuration (PRODUCT section 3), read from the environment when asked for, never at
// import time, so tests and the start script each see their own values.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { IMAGE_MAX_PIXELS, RETENTION_DEFAULTS, type RetentionPeriods, UPLOAD_LIMITS } from 'shared-ui/domain';

export type LogLevelName = 'error' | 'warn' | 'info' | 'debug';
const LOG_LEVELS: readonly LogLevelName[] = ['error', 'warn', 'info', 'debug'];

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
  /** Token lifetime in seconds (JWT_TTL like 8h, 30m, 3600s, 1d; a bare number means seconds). */
  jwtTtlSeconds: number;
  uploadLimits: { image: number; material: number; video: number };
  maxImagePixels: number;
  /** Image conversions that may run at once; the rest wait their turn (issue 13). */
  imageConversionConcurrency: number;
  /** How old an upload no record points to must be before the sweeper deletes it. */
  uploadOrphanGraceHours: number;
  trustProxy: boolean | number | string;
  logLevel: LogLevelName;
  staticMounts: StaticMount[];
  /** `npm start`: the page renderer that answers page navigations (issue 18); null = the static index.html. */
  rendererUrl: string | null;
  databaseConnectAttempts: number;
  databaseRetryDelayMs: number;
  /** Public form submissions per client and form: a burst of `burst`, then one more every `refillSeconds`. */
  publicForms: { burst: number; refillSeconds: number };
  /** Per process: how many serialized public list responses, and how many bytes of them, are kept (0 entries: no cache). */
  publicCache: { maxEntries: number; maxBytes: number };
  /** The site's public address (PUBLIC_URL) for links in mails; null = the request's address. */
  publicUrl: string | null;
  /** Issue 28: outgoing mail. smtpUrl null = mails are written as .eml files under DATA_DIR/mail. */
  mail: { smtpUrl: string | null; from: string; dir: string };
  newsletter: {
    /** Mails the background sender hands over per minute at most. */
    ratePerMinute: number;
    /** Seconds between looks for due work (retries, another replica's mailing). */
    pollSeconds: number;
    /** Operator's choice: store the subscriber's IP address in the consent record (off by default). */
    recordConsentIp: boolean;
    /** Seconds a sender's database lock lasts without renewal: how soon another process takes over after a crash. */
    lockSeconds: number;
  };
  /** How long personal data is kept before the hourly retention sweep erases it (issue 30; README "Retention"). */
  retention: Omit<RetentionPeriods, 'unconfirmedNewsletterDays'>;
  /** Issue 29: where archives go, when the nightly one is made (minutes after local midnight), how many are kept. */
  backup: { dir: string; minuteOfDay: number; keep: number };
  /** Issue 25.9: the operator's site details (SITE_CONFIG_FILE, by default DATA_DIR/site.json), read at run time. */
  siteConfigFile: string;
}

/** A configuration mistake the operator must fix; main.ts prints its message on one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return Number(raw);
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number (0 or more), got "${raw}"`);
  return Number(raw);
}

function parseRendererUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^http:\/\/[^/]+$/.test(value.replace(/\/+$/, ''))) throw new ConfigError(`RENDERER_URL must look like http://127.0.0.1:8081, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function parseDatabase(env: NodeJS.ProcessEnv, dataDir: string): DatabaseConfig {
  const url = env.DB_URL?.trim();
  if (!url) return { kind: 'sqlite', path: resolve(dataDir, 'softskills.sqlite') };
  if (/^(mysql|mariadb):\/\//i.test(url)) return { kind: 'mysql', url: url.replace(/^mariadb:/i, 'mysql:') };
  throw new ConfigError('DB_URL must start with mysql:// (or be unset for the embedded SQLite database)');
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

function parseDuration(raw: string | undefined): number {
  const value = raw?.trim() || '8h';
  const match = /^(\d+)\s*([smhd]?)$/.exec(value);
  if (!match || Number(match[1]) <= 0) throw new ConfigError(`JWT_TTL must look like 8h, 30m, 3600s or 1d, got "${value}"`);
  return Number(match[1]) * DURATION_UNITS[match[2] || 's'];
}

function parsePublicUrl(raw: string | undefined): string | null {
  const value = raw?.trim().replace(/\/+$/, '');
  if (!value) return null;
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(value)) throw new ConfigError(`PUBLIC_URL must look like https://example.org, got "${value}"`);
  return value;
}

function parseSmtpUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^smtps?:\/\/[^\s]+$/.test(value)) throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  return value;
}

function parseBackupTime(raw: string | undefined): number {
  const value = raw?.trim() || '02:30';
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new ConfigError(`BACKUP_TIME must look like 02:30 (server time), got "${value}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // express accepts 'loopback', subnets and address lists
}

/** The `prefix=absDir;prefix=absDir` list given by scripts/start.mjs. */
export function parseStaticMounts(raw: string | undefined): StaticMount[] {
  if (!raw?.trim()) return [];
  return raw
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf('=');
      if (separator <= 0) throw new ConfigError(`STATIC_MOUNTS entry "${entry}" must look like /prefix=/absolute/dir`);
      const prefix = entry.slice(0, separator).trim().replace(/\/+$/, '') || '/';
      if (!prefix.startsWith('/')) throw new ConfigError(`STATIC_MOUNTS prefix "${prefix}" must start with /`);
      return { prefix, dir: resolve(entry.slice(separator + 1).trim()) };
    });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevelName;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    production: env.NODE_ENV === 'production',
    port: positiveInteger(env, 'PORT', 8080),
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR?.trim() || resolve(dataDir, 'uploads')),
    database: parseDatabase(env, dataDir),
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || null,
    jwtSecret: env.JWT_SECRET || null,
    jwtTtlSeconds: parseDuration(env.JWT_TTL),
    uploadLimits: {
      image: positiveInteger(env, 'UPLOAD_MAX_IMAGE_BYTES', UPLOAD_LIMITS.image),
      material: positiveInteger(env, 'UPLOAD_MAX_MATERIAL_BYTES', UPLOAD_LIMITS.material),
      video: positiveInteger(env, 'UPLOAD_MAX_VIDEO_BYTES', UPLOAD_LIMITS.video),
    },
    // Pixel-flood guard: a tiny file that decodes to gigapixels must not exhaust memory.
    maxImagePixels: positiveInteger(env, 'UPLOAD_MAX_IMAGE_PIXELS', IMAGE_MAX_PIXELS),
    imageConversionConcurrency: positiveInteger(env, 'UPLOAD_IMAGE_CONVERSIONS', availableParallelism()),
    // Long enough that a file uploaded into a form still being filled in is never swept.
    uploadOrphanGraceHours: positiveInteger(env, 'UPLOAD_ORPHAN_GRACE_HOURS', 24),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel,
    staticMounts: parseStaticMounts(env.STATIC_MOUNTS),
    rendererUrl: parseRendererUrl(env.RENDERER_URL),
    databaseConnectAttempts: positiveInteger(env, 'DB_CONNECT_ATTEMPTS', 10),
    databaseRetryDelayMs: positiveInteger(env, 'DB_CONNECT_RETRY_MS', 2000),
    // A class behind one school address may send its feedback together; a flood may not.
    publicForms: {
      burst: positiveInteger(env, 'PUBLIC_FORM_BURST', 20),
      refillSeconds: positiveInteger(env, 'PUBLIC_FORM_REFILL_SECONDS', 30),
    },
    retention: {
      resolvedContactMonths: positiveInteger(env, 'RETENTION_RESOLVED_CONTACT_MONTHS', RETENTION_DEFAULTS.resolvedContactMonths),
      unresolvedContactMonths: positiveInteger(env, 'RETENTION_UNRESOLVED_CONTACT_MONTHS', RETENTION_DEFAULTS.unresolvedContactMonths),
      unapprovedFeedbackDays: positiveInteger(env, 'RETENTION_UNAPPROVED_FEEDBACK_DAYS', RETENTION_DEFAULTS.unapprovedFeedbackDays),
      approvedFeedbackEmailDays: positiveInteger(env, 'RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS', RETENTION_DEFAULTS.approvedFeedbackEmailDays),
    },
    publicCache: {
      maxEntries: wholeNumber(env, 'PUBLIC_CACHE_MAX_ENTRIES', 500),
      maxBytes: positiveInteger(env, 'PUBLIC_CACHE_MAX_MB', 32) * 1024 * 1024,
    },
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    mail: {
      smtpUrl: parseSmtpUrl(env.SMTP_URL),
      from: env.MAIL_FROM?.trim() || 'Mäkké zručnosti <newsletter@localhost>',
      dir: resolve(dataDir, 'mail'),
    },
    newsletter: {
      ratePerMinute: positiveInteger(env, 'NEWSLETTER_RATE_PER_MINUTE', 60),
      pollSeconds: positiveInteger(env, 'NEWSLETTER_POLL_SECONDS', 30),
      recordConsentIp: env.NEWSLETTER_RECORD_IP?.trim() === 'true',
      lockSeconds: positiveInteger(env, 'NEWSLETTER_LOCK_SECONDS', 60),
    },
    backup: {
      dir: resolve(env.BACKUP_DIR?.trim() || resolve(dataDir, 'backups')),
      minuteOfDay: parseBackupTime(env.BACKUP_TIME),
      keep: positiveInteger(env, 'BACKUP_KEEP', 14),
    },
    siteConfigFile: resolve(env.SITE_CONFIG_FILE?.trim() || resolve(dataDir, 'site.json')),
  };
}

/** Nest injection token of the loaded AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
