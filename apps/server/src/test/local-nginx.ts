import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** The proxy settings the compose file runs, included as they are. */
const SHOP_LOCATIONS = path.resolve(
  import.meta.dirname,
  '../../../../deploy/nginx/shop-locations.conf',
);

export interface LocalNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx from Debian in front of shop instances on this machine, with the shop's own location
 * settings (deploy/nginx/shop-locations.conf), in a folder of its own, listening on `port`: the
 * proxy test and the bench's proxy runs. Resolves once nginx answers its own health path.
 */
export async function startLocalNginx(
  instancePorts: number[],
  port: number,
  { keepalive = 8, workerConnections = 256 } = {},
): Promise<LocalNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-nginx-'));
  chmodSync(dir, 0o777); // nginx's workers may run as nobody and write their temporary files here
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  gzip off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive ${keepalive};
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${port};
    include ${SHOP_LOCATIONS};
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/proxy/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (attempt > 100) {
      await stop();
      throw new Error('nginx did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
