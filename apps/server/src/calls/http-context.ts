import type { FastifyReply, FastifyRequest } from 'fastify';

/** The little of HTTP a handler may touch: cookies, and whether the shopper came over HTTPS. */
export interface HttpContext {
  secure: boolean;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, opts: { path: string; maxAgeSeconds: number }): void;
}

function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (!jar.has(name)) jar.set(name, value);
  }
  return jar;
}

export function httpOf(req: FastifyRequest, reply: FastifyReply): HttpContext {
  const secure = req.protocol === 'https';
  let jar: Map<string, string> | undefined;
  return {
    secure,
    cookie: (name) => (jar ??= parseCookies(req.headers.cookie)).get(name),
    setCookie(name, value, { path, maxAgeSeconds }) {
      const attrs = [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
      if (secure) attrs.push('Secure');
      reply.header('set-cookie', attrs.join('; '));
    },
  };
}
