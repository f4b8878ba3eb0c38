import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

function isPrivate(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a === 0;
  }
  return ip === '::1' || ip.startsWith('fc') || ip.startsWith('fd') || ip.startsWith('fe80');
}

/** Where and what a request comes from, for login logs, operation logs and online sessions. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = new UAParser(request.headers['user-agent'] ?? '').getResult();
  const ip = request.ip ?? '';
  const browser = [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') || 'Unknown';
  const os = [ua.os.name, ua.os.version].filter(Boolean).join(' ') || 'Unknown';
  return {
    ipaddr: ip.slice(0, 128),
    // No IP geolocation database ships with the server; public addresses are recorded as unknown.
    loginLocation: isPrivate(ip) ? '内网IP' : 'XX XX',
    browser: browser.slice(0, 50),
    os: os.slice(0, 50),
  };
}
