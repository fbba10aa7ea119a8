// Raw HTTP to the gateway from a chosen loopback source address (127.0.0.x are all this
// machine): the gateway sees distinct clients, as it would see distinct visitors.
import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, body, localAddress }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    if (body) request.write(body);
    request.end();
  });
}

/** One failed login attempt through the gateway from `localAddress`. */
export function badLogin(baseUrl: string, localAddress: string, extraHeaders: Record<string, string> = {}) {
  return rawRequest(`${baseUrl}/api/login`, {
    method: 'POST',
    localAddress,
    headers: { 'Content-Type': 'application/json', ...extraHeaders },
    body: JSON.stringify({ username: 'admin', password: 'definitely-not-the-password' }),
  });
}
