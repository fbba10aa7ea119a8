// The MariaDB/MySQL database of the read measurement starts empty: the bench drops and recreates
// the database named in BENCH_MYSQL_URL, so it refuses any database whose name lacks "bench".
import { createConnection } from 'mysql2/promise';

/** Empties the bench database; resolves with the server's flavour for the table ('MariaDB' or 'MySQL'). */
export async function recreateBenchDatabase(url) {
  const parsed = new URL(url.replace(/^mariadb:/i, 'mysql:'));
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/bench/i.test(database) || !/^[A-Za-z0-9_]+$/.test(database)) {
    throw new Error(`BENCH_MYSQL_URL must name a throwaway database containing "bench" (it is dropped and recreated), got "${database}"`);
  }
  parsed.pathname = '/';
  const connection = await createConnection({ uri: parsed.toString(), connectTimeout: 5000 });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String(rows[0]?.version)) ? 'MariaDB' : 'MySQL';
  } finally {
    await connection.end();
  }
}
