import { resolve } from 'node:path';
import { UPLOAD_LIMITS } from '@softskills/domain';
import { ConfigError, loadConfig, parseStaticMounts } from './app-config';

describe('loadConfig', () => {
  it('uses the defaults of PRODUCT section 3', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: resolve('./data'),
      uploadsDir: resolve('./data/uploads'),
      database: { kind: 'sqlite', path: resolve('./data/softskills.sqlite') },
      adminUsername: 'admin',
      adminPassword: null,
      jwtSecret: null,
      jwtTtlSeconds: 8 * 3600,
      uploadLimits: UPLOAD_LIMITS,
      uploadOrphanGraceHours: 24,
      trustProxy: false,
      logLevel: 'info',
      staticMounts: [],
    });
  });

  it('selects MySQL for a mysql:// URL and refuses other schemes', () => {
    expect(loadConfig({ DB_URL: 'mysql://u:p@db:3306/x' }).database).toEqual({ kind: 'mysql', url: 'mysql://u:p@db:3306/x' });
    expect(() => loadConfig({ DB_URL: 'postgres://db/x' })).toThrow(ConfigError);
  });

  it('reads limits, TTL and trust proxy, and refuses malformed numbers', () => {
    const config = loadConfig({ UPLOAD_MAX_IMAGE_BYTES: '1000', JWT_TTL: '30m', TRUST_PROXY: '1', UPLOADS_DIR: '/srv/up' });
    expect(config.uploadLimits.image).toBe(1000);
    expect(config.jwtTtlSeconds).toBe(1800);
    expect(config.trustProxy).toBe(1);
    expect(config.uploadsDir).toBe('/srv/up');
    expect(loadConfig({ UPLOAD_ORPHAN_GRACE_HOURS: '2' }).uploadOrphanGraceHours).toBe(2);
    expect(() => loadConfig({ UPLOAD_ORPHAN_GRACE_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_TTL: 'forever' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'chatty' })).toThrow(ConfigError);
    expect(loadConfig({}).publicCache).toEqual({ maxEntries: 500, maxBytes: 32 * 1024 * 1024 });
    expect(loadConfig({ PUBLIC_CACHE_MAX_ENTRIES: '0', PUBLIC_CACHE_MAX_MB: '8' }).publicCache).toEqual({ maxEntries: 0, maxBytes: 8 * 1024 * 1024 });
    expect(() => loadConfig({ PUBLIC_CACHE_MAX_ENTRIES: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_CACHE_MAX_MB: '0' })).toThrow(ConfigError);
  });
});

describe('the environment schema', () => {
  it('names the variable and the value in the error an operator reads at start', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive whole number, got "eighty"');
    expect(() => loadConfig({ PUBLIC_CACHE_MAX_ENTRIES: '-1' })).toThrow('PUBLIC_CACHE_MAX_ENTRIES must be a whole number (0 or more), got "-1"');
    expect(() => loadConfig({ RENDERER_URL: 'https://r:8081' })).toThrow('RENDERER_URL must look like http://127.0.0.1:8081, got "https://r:8081"');
    expect(() => loadConfig({ BACKUP_TIME: '24:00' })).toThrow('BACKUP_TIME must look like 02:30 (server time), got "24:00"');
    expect(() => loadConfig({ LOG_LEVEL: 'chatty' })).toThrow('LOG_LEVEL must be one of error, warn, info, debug');
  });

  it('names every wrong variable at once, not only the first', () => {
    expect(() => loadConfig({ PORT: '0', JWT_TTL: 'forever', SMTP_URL: 'http://mail' })).toThrow(
      'PORT must be a positive whole number, got "0"; JWT_TTL must look like 8h, 30m, 3600s or 1d, got "forever"; SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465',
    );
  });

  it('trims values and treats a blank one as unset, except a password or secret, which is taken as written', () => {
    const config = loadConfig({ PORT: ' 9000 ', ADMIN_USERNAME: '  ', LOG_LEVEL: ' DEBUG ', ADMIN_PASSWORD: ' pass word ', DB_URL: 'mariadb://u:p@db/x', RENDERER_URL: 'http://r:8081/' });
    expect(config).toMatchObject({ port: 9000, adminUsername: 'admin', logLevel: 'debug', adminPassword: ' pass word ', rendererUrl: 'http://r:8081' });
    expect(config.database).toEqual({ kind: 'mysql', url: 'mysql://u:p@db/x' });
  });

  it('reads process.env when asked, not when the module is imported', () => {
    const before = process.env.BACKUP_KEEP;
    process.env.BACKUP_KEEP = '3';
    try {
      expect(loadConfig().backup.keep).toBe(3);
    } finally {
      if (before === undefined) delete process.env.BACKUP_KEEP;
      else process.env.BACKUP_KEEP = before;
    }
  });
});

describe('parseStaticMounts', () => {
  it('parses prefix=dir pairs as scripts/packages.mjs writes them', () => {
    expect(parseStaticMounts('/remotes/public=/a/dist;/=/b/dist')).toEqual([
      { prefix: '/remotes/public', dir: '/a/dist' },
      { prefix: '/', dir: '/b/dist' },
    ]);
    expect(() => parseStaticMounts('nonsense')).toThrow(ConfigError);
  });
});
