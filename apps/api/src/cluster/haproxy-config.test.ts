import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config';

const servers = [
  { name: 'api1', host: '127.0.0.1', port: 4001 },
  { name: 'api2', host: '127.0.0.1', port: 4002 },
];

describe('haproxyConfig', () => {
  it('balances round robin over every server, each checked on the readiness path', () => {
    const text = haproxyConfig({ bind: { host: '127.0.0.1', port: 4000 }, servers });
    expect(text).toContain('bind 127.0.0.1:4000');
    expect(text).toContain('balance roundrobin');
    expect(text).toContain('option httpchk GET /health/ready');
    expect(text).toContain('http-check expect status 200');
    expect(text).toContain('default-server inter 1000ms fall 2 rise 1');
    expect(text).toContain('server api1 127.0.0.1:4001 check');
    expect(text).toContain('server api2 127.0.0.1:4002 check');
    expect(text).toContain('option redispatch');
    expect(text).not.toContain('stats');
  });

  it('adds a statistics page when asked', () => {
    const text = haproxyConfig({ bind: { host: '0.0.0.0', port: 80 }, servers, statsPort: 8404 });
    expect(text).toContain('bind 0.0.0.0:8404');
    expect(text).toContain('stats uri /stats');
  });

  it('refuses a name or a path haproxy would read as syntax', () => {
    const bind = { host: '127.0.0.1', port: 4000 };
    expect(() => haproxyConfig({ bind, servers: [] })).toThrow(RangeError);
    expect(() => haproxyConfig({ bind, servers: [{ ...servers[0], name: 'a b' } as never] })).toThrow(
      RangeError,
    );
    expect(() => haproxyConfig({ bind, servers, checkPath: '/health ready' })).toThrow(RangeError);
  });
});
