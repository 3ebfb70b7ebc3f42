import { isIPv6 } from 'node:net';

/**
 * The key that per-address limits count under. `ip` is Fastify's `request.ip`: the socket address
 * unless TRUST_PROXY says which proxies may speak for the client, so a forged X-Forwarded-For
 * changes nothing. One IPv6 customer usually holds a whole /64, so IPv6 is counted per /64.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) =>
    (parseInt(part, 16) || 0).toString(16),
  );
}
