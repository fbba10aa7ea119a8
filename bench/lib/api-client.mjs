// The few API calls the bench makes, with the admin token of the bench's own administrator.
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { basename } from 'node:path';
import { AdminApiClient } from '../../scripts/lib/admin-api-client.mjs';

export class BenchApi extends AdminApiClient {
  /**
   * The bench's own administrator is always `admin`.
   * @override
   */
  login(password) {
    return super.login('admin', password);
  }

  /**
   * Streams a file from disk as multipart/form-data (never the whole file in the bench's memory)
   * and resolves with the status, the parsed body and the wall time in milliseconds.
   */
  uploadFile(path, type, { timeoutMs = 600_000 } = {}) {
    const boundary = `----bench${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(path)}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + statSync(path).size + tail.length;
    const url = new URL(`${this.base}/api/upload`);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          timeout: timeoutMs,
          headers: {
            Authorization: `Bearer ${this.token}`,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': length,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body = null;
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
            resolve({ status: response.statusCode, body, ms: performance.now() - started });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`upload of ${basename(path)} timed out`)));
      outgoing.on('error', reject);
      outgoing.write(head);
      const file = createReadStream(path, { highWaterMark: 256 * 1024 });
      file.on('error', (error) => outgoing.destroy(error));
      file.on('end', () => outgoing.end(tail));
      file.pipe(outgoing, { end: false });
    });
  }
}
