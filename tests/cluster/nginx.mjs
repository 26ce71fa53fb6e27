// nginx in front of local instances, configured by deploy/nginx/site.conf with the ports of the
// run: the cluster test's proxy, and the bench's for two instances.
import { execSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import assert from 'node:assert/strict'

import { isRoot } from '../../server/test/services.mjs'

/** deploy/nginx/site.conf with this run's ports, inside a minimal nginx.conf of its own. */
function nginxConfig(listenPort, instancePorts, dir) {
  let site = readFileSync('deploy/nginx/site.conf', 'utf8')
  const upstreams = [...site.matchAll(/server 127\.0\.0\.1:(\d+)/g)]
  assert.equal(upstreams.length, instancePorts.length, 'site.conf names two upstream servers')
  upstreams.forEach(([, port], i) => {
    site = site.replace(`127.0.0.1:${port} `, `127.0.0.1:${instancePorts[i]} `)
  })
  site = site
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`)
  assert.match(site, new RegExp(`listen 127\\.0\\.0\\.1:${listenPort};`))
  const temp = (name) => {
    mkdirSync(join(dir, name), { recursive: true })
    return join(dir, name)
  }
  return `${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`
}

/** Starts nginx in the foreground from `dir`; answers the process and how to stop it. */
export function startProxy(bin, dir, listenPort, instancePorts) {
  mkdirSync(dir, { recursive: true })
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig(listenPort, instancePorts, dir))
  execSync(`${bin} -t -q -p ${dir} -e ${join(dir, 'error.log')} -c ${conf}`, { stdio: 'inherit' })
  const nginx = spawn(
    bin,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    { stdio: 'inherit' },
  )
  return {
    process: nginx,
    // SIGTERM, not SIGKILL: nginx's master stops its workers, which would outlive a killed master.
    async stop() {
      if (nginx.exitCode !== null) return
      const exited = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGTERM')
      await exited
    },
  }
}
