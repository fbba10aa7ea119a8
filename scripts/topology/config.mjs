// Where the native production topology lives on this machine: ports, folders, database and the
// administrator. Every value can be overridden from the environment (CI, a second run side by
// side); nothing here is a secret worth keeping (the run is local and thrown away).
import { join } from 'node:path';
import { ROOT } from '../packages.mjs';

const env = process.env;
const portBase = Number(env.TOPOLOGY_PORT_BASE ?? 8700);
const runDir = env.TOPOLOGY_RUN_DIR ?? join(ROOT, '.tmp', 'ops', 'system');

export const TOPOLOGY = {
  root: ROOT,
  host: '127.0.0.1',
  ports: {
    gateway: portBase + 1,
    api: portBase + 2,
    shell: portBase + 3,
    public: portBase + 4,
    gallery: portBase + 5,
    admin: portBase + 6,
    renderer: portBase + 7,
  },
  runDir,
  nginxDir: join(runDir, 'nginx'),
  releasesDir: join(runDir, 'releases'),
  dataDir: join(runDir, 'data'),
  uploadsDir: join(runDir, 'data', 'uploads'),
  stateFile: join(runDir, 'state.json'),
  /** The API's entry: the built api/dist/main.js, or another build given as TOPOLOGY_API_MAIN. */
  apiMain: env.TOPOLOGY_API_MAIN ?? join(ROOT, 'api', 'dist', 'main.js'),
  apiLog: join(runDir, 'api.log'),
  rendererLog: join(runDir, 'renderer.log'),
  /** The renderer's build: the shell package's dist-renderer (its browser build is the shell release). */
  rendererMain: env.TOPOLOGY_RENDERER_MAIN ?? join(ROOT, 'shell', 'dist-renderer', 'renderer.js'),
  database: {
    rootUrl: env.TOPOLOGY_DB_ROOT_URL ?? 'mysql://root@127.0.0.1:3306',
    name: env.TOPOLOGY_DB_NAME ?? 'solidarity_system',
    user: env.TOPOLOGY_DB_USER ?? 'solidarity_system',
    password: env.TOPOLOGY_DB_PASSWORD ?? 'system-db-password-0123',
  },
  admin: {
    username: env.TOPOLOGY_ADMIN_USERNAME ?? 'admin',
    password: env.TOPOLOGY_ADMIN_PASSWORD ?? 'system-Admin-password-1',
  },
  jwtSecret: env.TOPOLOGY_JWT_SECRET ?? 'system-topology-jwt-secret-0123456789abcdef',
  dataHashSecret: env.TOPOLOGY_DATA_HASH_SECRET ?? 'system-topology-data-hash-secret-0123456789abcdef',
};

export const gatewayUrl = (topology = TOPOLOGY) => `http://${topology.host}:${topology.ports.gateway}`;

/** The static deployables: release folder name, package, and where its files sit in the image. */
export const STATIC_DEPLOYABLES = [
  { release: 'shell', pkg: 'shell', mount: '', entry: 'index.html' },
  { release: 'public', pkg: 'mfe-public', mount: 'remotes/public', entry: 'mf-manifest.json' },
  { release: 'gallery', pkg: 'mfe-gallery', mount: 'remotes/gallery', entry: 'mf-manifest.json' },
  { release: 'admin', pkg: 'mfe-admin', mount: 'remotes/admin', entry: 'mf-manifest.json' },
];

/**
 * The build folder a deployable is served from: its package's dist, or a release folder given as
 * TOPOLOGY_<RELEASE>_DIST (e.g. TOPOLOGY_GALLERY_DIST=/srv/releases/gallery-42).
 */
export const distDir = (deployable, topology = TOPOLOGY) =>
  env[`TOPOLOGY_${deployable.release.toUpperCase()}_DIST`] ?? join(topology.root, deployable.pkg, 'dist');
