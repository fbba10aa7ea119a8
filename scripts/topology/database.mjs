// MariaDB/MySQL of the native topology: started when it is down, then a fresh database and a
// user that can reach only that database, as a hosting provider or compose's mysql would give.
import { execFileSync, spawn } from 'node:child_process';
import mysql from 'mysql2/promise';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(rootUrl) {
  return mysql.createConnection({ uri: rootUrl, multipleStatements: false, connectTimeout: 3000 });
}

async function canConnect(rootUrl) {
  try {
    const connection = await connect(rootUrl);
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

/** Starts the local server the way Debian does; falls back to mysqld_safe where there is no init. */
function startServer() {
  try {
    execFileSync('service', ['mariadb', 'start'], { stdio: 'ignore', timeout: 60_000 });
    return;
  } catch {
    // No service manager here (a container, CI): run the server directly.
  }
  const child = spawn('mysqld_safe', ['--user=mysql'], { detached: true, stdio: 'ignore' });
  child.unref();
}

export async function ensureDatabaseServer(rootUrl, { timeoutMs = 60_000 } = {}) {
  if (await canConnect(rootUrl)) return 'running';
  startServer();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(rootUrl)) return 'started';
    await sleep(500);
  }
  throw new Error(`MariaDB/MySQL is not reachable at ${redact(rootUrl)} after starting it`);
}

const identifier = (name) => {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unsafe database identifier: ${name}`);
  return name;
};

/** Drops and recreates the database (utf8mb4) and its user, who gets rights on it only. */
export async function createFreshDatabase(rootUrl, { name, user, password }) {
  const connection = await connect(rootUrl);
  try {
    const db = identifier(name);
    const account = identifier(user);
    await connection.query(`DROP DATABASE IF EXISTS \`${db}\``);
    await connection.query(`CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    for (const host of ['localhost', '127.0.0.1']) {
      await connection.query(`CREATE USER IF NOT EXISTS '${account}'@'${host}' IDENTIFIED BY ?`, [password]);
      await connection.query(`ALTER USER '${account}'@'${host}' IDENTIFIED BY ?`, [password]);
      await connection.query(`GRANT ALL PRIVILEGES ON \`${db}\`.* TO '${account}'@'${host}'`);
    }
  } finally {
    await connection.end();
  }
}

export async function dropDatabase(rootUrl, { name }) {
  const connection = await connect(rootUrl);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${identifier(name)}\``);
  } finally {
    await connection.end();
  }
}

/** The URL the API gets (PRODUCT section 3: DB_URL=mysql://user:pass@host:3306/db). */
export function appDatabaseUrl(rootUrl, { name, user, password }) {
  const url = new URL(rootUrl);
  url.username = user;
  url.password = password;
  url.pathname = `/${name}`;
  return url.toString();
}

export const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
