// The environment the API reads (PRODUCT section 3, README "Configuration"), as one zod schema
// Each variable with its rule, its default and the message an operator reads when
// it is wrong, naming the variable and the value. `loadConfig` (./app-config) parses process.env
// with it when asked, never at import time; the result is the AppConfig the modules get through
// @nestjs/config (./config.module). zod is a Standard Schema, the kind @nestjs/config validates with.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { IMAGE_MAX_PIXELS, RETENTION_DEFAULTS, TRASH_DEFAULT_DAYS, UPLOAD_LIMITS } from '@softskills/domain';
import { z } from 'zod';
import type { AppConfig, DatabaseConfig, LogLevelName, StaticMount } from './app-config';

const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const satisfies readonly LogLevelName[];
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** A set variable, trimmed; unset or blank is undefined (then the default applies). */
const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((raw) => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined), schema);
/** A set variable as written (passwords and secrets keep their spaces); empty is undefined. */
const verbatim = z.preprocess((raw) => (raw === '' ? undefined : raw), z.string().optional());

const positiveWhole = (name: string, fallback: number) =>
  trimmed(
    z
      .string()
      .regex(/^\d+$/, { error: (issue) => `${name} must be a positive whole number, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((value) => value > 0, { error: (issue) => `${name} must be a positive whole number, got "${String(issue.input)}"` })
      .default(fallback),
  );

const wholeNumber = (name: string, fallback: number) =>
  trimmed(
    z
      .string()
      .regex(/^\d+$/, { error: (issue) => `${name} must be a whole number (0 or more), got "${String(issue.input)}"` })
      .transform(Number)
      .default(fallback),
  );

/** Text matching a pattern, or null when unset. */
const pattern = (shape: RegExp, message: (value: string) => string, normalize: (value: string) => string = (value) => value) =>
  trimmed(
    z
      .string()
      .transform(normalize)
      .refine((value) => shape.test(value), { error: (issue) => message(String(issue.input)) })
      .optional()
      .transform((value) => value ?? null),
  );

const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, '');

const logLevel = trimmed(
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }))
    .default('info'),
);

const database = trimmed(
  z
    .string()
    .regex(/^(mysql|mariadb):\/\//i, { error: 'DB_URL must start with mysql:// (or be unset for the embedded SQLite database)' })
    .transform((url) => url.replace(/^mariadb:/i, 'mysql:'))
    .optional(),
);

const jwtTtlSeconds = trimmed(
  z
    .string()
    .default('8h')
    .transform((value, context) => {
      const match = /^(\d+)\s*([smhd]?)$/.exec(value);
      if (match && Number(match[1]) > 0) return Number(match[1]) * DURATION_UNITS[match[2] || 's'];
      context.addIssue({ code: 'custom', message: `JWT_TTL must look like 8h, 30m, 3600s or 1d, got "${value}"` });
      return z.NEVER;
    }),
);

const backupMinuteOfDay = trimmed(
  z
    .string()
    .default('02:30')
    .transform((value, context) => {
      const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
      if (match) return Number(match[1]) * 60 + Number(match[2]);
      context.addIssue({ code: 'custom', message: `BACKUP_TIME must look like 02:30 (server time), got "${value}"` });
      return z.NEVER;
    }),
);

// express accepts 'loopback', subnets and address lists besides true and a hop count.
const trustProxy = trimmed(
  z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      if (!value || value === 'false' || value === '0') return false;
      if (value === 'true') return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
);

/** The `prefix=absDir;prefix=absDir` list given by scripts/start.mjs; the message names the wrong entry. */
export const staticMountsSchema = z
  .string()
  .optional()
  .transform((raw, context): StaticMount[] => {
    const mounts: StaticMount[] = [];
    for (const entry of (raw ?? '').split(';').map((part) => part.trim()).filter(Boolean)) {
      const separator = entry.indexOf('=');
      const prefix = separator <= 0 ? '' : entry.slice(0, separator).trim().replace(/\/+$/, '') || '/';
      if (separator <= 0) context.addIssue({ code: 'custom', message: `STATIC_MOUNTS entry "${entry}" must look like /prefix=/absolute/dir` });
      else if (!prefix.startsWith('/')) context.addIssue({ code: 'custom', message: `STATIC_MOUNTS prefix "${prefix}" must start with /` });
      else mounts.push({ prefix, dir: resolve(entry.slice(separator + 1).trim()) });
    }
    return mounts;
  });

/** Every variable the API reads, each parsed on its own; `toAppConfig` puts them together. */
export const environmentSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: positiveWhole('PORT', 8080),
  DATA_DIR: trimmed(z.string().default('./data')),
  UPLOADS_DIR: trimmed(z.string().optional()),
  DB_URL: database,
  ADMIN_USERNAME: trimmed(z.string().default('admin')),
  ADMIN_PASSWORD: verbatim,
  JWT_SECRET: verbatim,
  // Keys personal-data hashes: a short one could be guessed from the hashes themselves.
  DATA_HASH_SECRET: verbatim.refine((value) => value === undefined || value.length >= 32, { error: 'DATA_HASH_SECRET must be at least 32 characters (openssl rand -base64 48)' }),
  JWT_TTL: jwtTtlSeconds,
  UPLOAD_MAX_IMAGE_BYTES: positiveWhole('UPLOAD_MAX_IMAGE_BYTES', UPLOAD_LIMITS.image),
  UPLOAD_MAX_MATERIAL_BYTES: positiveWhole('UPLOAD_MAX_MATERIAL_BYTES', UPLOAD_LIMITS.material),
  UPLOAD_MAX_VIDEO_BYTES: positiveWhole('UPLOAD_MAX_VIDEO_BYTES', UPLOAD_LIMITS.video),
  // Pixel-flood guard: a tiny file that decodes to gigapixels must not exhaust memory.
  UPLOAD_MAX_IMAGE_PIXELS: positiveWhole('UPLOAD_MAX_IMAGE_PIXELS', IMAGE_MAX_PIXELS),
  // The default is the machine's, so it is worked out when the environment is read, not at import.
  UPLOAD_IMAGE_CONVERSIONS: z.preprocess((raw) => (typeof raw === 'string' && raw.trim() !== '' ? raw : String(availableParallelism())), positiveWhole('UPLOAD_IMAGE_CONVERSIONS', 1)),
  // Long enough that a file uploaded into a form still being filled in is never swept.
  UPLOAD_ORPHAN_GRACE_HOURS: positiveWhole('UPLOAD_ORPHAN_GRACE_HOURS', 24),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: logLevel,
  STATIC_MOUNTS: staticMountsSchema,
  RENDERER_URL: pattern(/^http:\/\/[^/]+$/, (value) => `RENDERER_URL must look like http://127.0.0.1:8081, got "${value}"`, withoutTrailingSlashes),
  DB_CONNECT_ATTEMPTS: positiveWhole('DB_CONNECT_ATTEMPTS', 10),
  DB_CONNECT_RETRY_MS: positiveWhole('DB_CONNECT_RETRY_MS', 2000),
  // A class behind one school address may send its feedback together; a flood may not.
  PUBLIC_FORM_BURST: positiveWhole('PUBLIC_FORM_BURST', 20),
  PUBLIC_FORM_REFILL_SECONDS: positiveWhole('PUBLIC_FORM_REFILL_SECONDS', 30),
  RETENTION_RESOLVED_CONTACT_MONTHS: positiveWhole('RETENTION_RESOLVED_CONTACT_MONTHS', RETENTION_DEFAULTS.resolvedContactMonths),
  RETENTION_UNRESOLVED_CONTACT_MONTHS: positiveWhole('RETENTION_UNRESOLVED_CONTACT_MONTHS', RETENTION_DEFAULTS.unresolvedContactMonths),
  RETENTION_UNAPPROVED_FEEDBACK_DAYS: positiveWhole('RETENTION_UNAPPROVED_FEEDBACK_DAYS', RETENTION_DEFAULTS.unapprovedFeedbackDays),
  RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS: positiveWhole('RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS', RETENTION_DEFAULTS.approvedFeedbackEmailDays),
  ACTIVITY_DAYS: positiveWhole('ACTIVITY_DAYS', RETENTION_DEFAULTS.activityDays),
  TRASH_DAYS: positiveWhole('TRASH_DAYS', TRASH_DEFAULT_DAYS),
  PUBLIC_CACHE_MAX_ENTRIES: wholeNumber('PUBLIC_CACHE_MAX_ENTRIES', 500),
  PUBLIC_CACHE_MAX_MB: positiveWhole('PUBLIC_CACHE_MAX_MB', 32),
  PUBLIC_URL: pattern(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, (value) => `PUBLIC_URL must look like https://example.org, got "${value}"`, withoutTrailingSlashes),
  SMTP_URL: pattern(/^smtps?:\/\/[^\s]+$/, () => 'SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465'),
  MAIL_FROM: trimmed(z.string().default('Mäkké zručnosti <newsletter@localhost>')),
  NEWSLETTER_RATE_PER_MINUTE: positiveWhole('NEWSLETTER_RATE_PER_MINUTE', 60),
  NEWSLETTER_POLL_SECONDS: positiveWhole('NEWSLETTER_POLL_SECONDS', 30),
  NEWSLETTER_RECORD_IP: trimmed(z.string().optional()).transform((value) => value === 'true'),
  BACKUP_DIR: trimmed(z.string().optional()),
  BACKUP_TIME: backupMinuteOfDay,
  BACKUP_KEEP: positiveWhole('BACKUP_KEEP', RETENTION_DEFAULTS.nightlyBackupsKept),
  SITE_CONFIG_FILE: trimmed(z.string().optional()),
});

export type Environment = z.output<typeof environmentSchema>;

/** The AppConfig of a parsed environment: paths resolved against DATA_DIR, limits grouped. */
export function toAppConfig(env: Environment): AppConfig {
  const dataDir = resolve(env.DATA_DIR);
  const database: DatabaseConfig = env.DB_URL ? { kind: 'mysql', url: env.DB_URL } : { kind: 'sqlite', path: resolve(dataDir, 'softskills.sqlite') };
  return {
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? resolve(dataDir, 'uploads')),
    database,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    jwtSecret: env.JWT_SECRET ?? null,
    dataHashSecret: env.DATA_HASH_SECRET ?? null,
    jwtTtlSeconds: env.JWT_TTL,
    uploadLimits: { image: env.UPLOAD_MAX_IMAGE_BYTES, material: env.UPLOAD_MAX_MATERIAL_BYTES, video: env.UPLOAD_MAX_VIDEO_BYTES },
    maxImagePixels: env.UPLOAD_MAX_IMAGE_PIXELS,
    imageConversionConcurrency: env.UPLOAD_IMAGE_CONVERSIONS,
    uploadOrphanGraceHours: env.UPLOAD_ORPHAN_GRACE_HOURS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    staticMounts: env.STATIC_MOUNTS,
    rendererUrl: env.RENDERER_URL,
    databaseConnectAttempts: env.DB_CONNECT_ATTEMPTS,
    databaseRetryDelayMs: env.DB_CONNECT_RETRY_MS,
    publicForms: { burst: env.PUBLIC_FORM_BURST, refillSeconds: env.PUBLIC_FORM_REFILL_SECONDS },
    retention: {
      resolvedContactMonths: env.RETENTION_RESOLVED_CONTACT_MONTHS,
      unresolvedContactMonths: env.RETENTION_UNRESOLVED_CONTACT_MONTHS,
      unapprovedFeedbackDays: env.RETENTION_UNAPPROVED_FEEDBACK_DAYS,
      approvedFeedbackEmailDays: env.RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS,
      // Fixed: the consent texts on the pages and in the confirmation mail state it.
      unconfirmedNewsletterDays: RETENTION_DEFAULTS.unconfirmedNewsletterDays,
      activityDays: env.ACTIVITY_DAYS,
      nightlyBackupsKept: env.BACKUP_KEEP,
    },
    trashDays: env.TRASH_DAYS,
    publicCache: { maxEntries: env.PUBLIC_CACHE_MAX_ENTRIES, maxBytes: env.PUBLIC_CACHE_MAX_MB * 1024 * 1024 },
    publicUrl: env.PUBLIC_URL,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dir: resolve(dataDir, 'mail') },
    newsletter: {
      ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
      pollSeconds: env.NEWSLETTER_POLL_SECONDS,
      recordConsentIp: env.NEWSLETTER_RECORD_IP,
    },
    backup: { dir: resolve(env.BACKUP_DIR ?? resolve(dataDir, 'backups')), minuteOfDay: env.BACKUP_TIME, keep: env.BACKUP_KEEP },
    siteConfigFile: resolve(env.SITE_CONFIG_FILE ?? resolve(dataDir, 'site.json')),
  };
}
