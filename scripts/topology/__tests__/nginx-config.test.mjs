// `nginx -t` on the configuration as shipped (the compose gateway and the static images) and as
// templated for the native topology; plus the template's own rules. Run: node --test scripts/topology
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { TOPOLOGY } from '../config.mjs';
import { copyShippedIncludes, fillTemplate, renderNativeConfig, testConfig } from '../nginx.mjs';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, UPLOADS_CACHE_CONTROL } from '../../../api/src/site/security-policy.ts';

const repoNginx = join(TOPOLOGY.root, 'nginx');
const scratch = mkdtempSync(join(tmpdir(), 'nginx-config-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Lays out a config folder the way docker/nginx.Dockerfile and docker/static.Dockerfile do. */
function shippedLayout(name, mainConfig, siteConf) {
  const dir = join(scratch, name);
  copyShippedIncludes(repoNginx, dir);
  cpSync(join(repoNginx, mainConfig), join(dir, 'nginx.conf'));
  if (siteConf) cpSync(join(repoNginx, 'static', siteConf), join(dir, 'static', 'site.conf'));
  return join(dir, 'nginx.conf');
}

describe('nginx configuration', () => {
  it('the compose gateway (nginx/nginx.conf) passes nginx -t', () => {
    assert.match(testConfig(shippedLayout('gateway', 'nginx.conf')), /test is successful/);
  });

  it('the static image passes nginx -t as the shell and as a remote', () => {
    assert.match(testConfig(shippedLayout('shell', 'static/nginx.conf', 'shell.conf')), /test is successful/);
    assert.match(testConfig(shippedLayout('remote', 'static/nginx.conf', 'remote.conf')), /test is successful/);
  });

  it('the native template renders to local ports and folders and passes nginx -t', () => {
    const topology = { ...TOPOLOGY, nginxDir: join(scratch, 'native'), releasesDir: join(scratch, 'releases') };
    const confPath = renderNativeConfig(topology);
    const conf = readFileSync(confPath, 'utf8');
    assert.doesNotMatch(conf, /\{\{/);
    assert.match(conf, new RegExp(`listen 127\\.0\\.0\\.1:${topology.ports.gateway} default_server;`));
    assert.match(conf, new RegExp(`set \\$api_upstream http://127\\.0\\.0\\.1:${topology.ports.api};`));
    assert.match(testConfig(confPath), /test is successful/);
  });

  it('refuses a template placeholder it has no value for', () => {
    assert.throws(() => fillTemplate('listen {{GATEWAY_PORT}}; root {{MISSING}};', { GATEWAY_PORT: 1 }), /MISSING/);
  });

  it('reports nginx -t failures with nginx’s own message', () => {
    const dir = join(scratch, 'broken');
    copyShippedIncludes(repoNginx, dir);
    cpSync(join(repoNginx, 'nginx.conf'), join(dir, 'nginx.conf'));
    const broken = readFileSync(join(dir, 'nginx.conf'), 'utf8').replace('listen 8080 default_server;', 'listen 8080 default_server');
    writeFileSync(join(dir, 'nginx.conf'), broken);
    assert.throws(() => testConfig(join(dir, 'nginx.conf')), /nginx -t failed[\s\S]*emerg/);
  });
});

describe('gateway rules that must not regress', () => {
  const server = readFileSync(join(repoNginx, 'gateway', 'server.conf'), 'utf8');
  const csp = readFileSync(join(repoNginx, 'gateway', 'csp.conf'), 'utf8');

  it('sends the CSP and the security headers the API sends under npm start: one definition for both gateways', () => {
    const policy = /Content-Security-Policy "([^"]+)"/.exec(csp)[1];
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    assert.deepEqual(directives, Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]])));
    assert.deepEqual(directives['script-src'], ["'self'"]);
    assert.deepEqual(directives['frame-ancestors'], ["'self'"]);
    const headers = readFileSync(join(repoNginx, 'gateway', 'security-headers.conf'), 'utf8');
    const sent = Object.fromEntries([...headers.matchAll(/^add_header ([\w-]+) "([^"]+)" always;/gm)].map((match) => [match[1], match[2]]));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(sent[name], value, name);
  });

  it('sends page navigations to the renderer and falls back to the static index.html when it fails', () => {
    assert.match(server, /location \/ \{[^}]*error_page 500 502 503 504 = @client_rendered;[^}]*proxy_pass \$renderer_upstream;/);
    assert.match(server, /location @client_rendered \{[^}]*rewrite \^ \/index\.html break;[^}]*proxy_pass \$shell_upstream;/);
    // Files go to the shell's image; remotes, the API and uploads never reach that regex location.
    assert.match(server, /location ~ \\\.\[A-Za-z0-9\]\+\$ \{[^}]*proxy_pass \$shell_upstream;/);
    for (const prefix of ['/remotes/public/', '/remotes/gallery/', '/remotes/admin/', '/remotes/', '/api/', '/uploads/']) {
      assert.match(server, new RegExp(`location \\^~ ${prefix.replace(/\//g, '\\/')} \\{`), prefix);
    }
  });

  it('sends the calendar feeds to the API, before the file location could give them to the shell', () => {
    assert.match(server, /location = \/kalendar\.ics \{[^}]*rewrite \^ \/api\/calendar\/all\.ics break;[^}]*proxy_pass \$api_upstream;/);
    assert.match(server, /location ~ \^\/kalendar\/\(\[1-6\]\)\\\.ics\$ \{[^}]*\/api\/calendar\/workshop\/\$1\.ics break;[^}]*proxy_pass \$api_upstream;/);
    assert.ok(server.indexOf('location ~ ^/kalendar/') < server.indexOf('location ~ \\.[A-Za-z0-9]+$'), 'the feed location comes before the file location');
  });

  it('keeps uploaded files a day, then revalidates, as npm start does: a take-down must not outlive the caches', () => {
    const uploads = /location \^~ \/uploads\/ \{([\s\S]*?)\n\}/.exec(server)[1];
    assert.deepEqual([...uploads.matchAll(/add_header Cache-Control "([^"]+)" always;/g)].map((match) => match[1]), [UPLOADS_CACHE_CONTROL]);
    assert.doesNotMatch(uploads, /immutable|max-age=(?:[0-9]{6,})/);
  });

  it('accepts the API’s largest upload (500 MB videos) only on the upload route', () => {
    const sizes = [...server.matchAll(/client_max_body_size (\d+)m;/g)].map((match) => Number(match[1]));
    assert.ok(sizes.some((size) => size >= 500), 'an upload location accepts 500 MB');
    assert.match(server, /location \^~ \/api\/upload \{[^}]*client_max_body_size 5\d\dm;/);
  });
});
