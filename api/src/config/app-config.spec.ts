import { resolve } from 'node:path';
import { UPLOAD_LIMITS } from 'shared-ui/domain';
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

describe('parseStaticMounts', () => {
  it('parses prefix=dir pairs as scripts/packages.mjs writes them', () => {
    expect(parseStaticMounts('/remotes/public=/a/dist;/=/b/dist')).toEqual([
      { prefix: '/remotes/public', dir: '/a/dist' },
      { prefix: '/', dir: '/b/dist' },
    ]);
    expect(() => parseStaticMounts('nonsense')).toThrow(ConfigError);
  });
});
