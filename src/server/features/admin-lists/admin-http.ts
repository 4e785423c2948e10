import type { FastifyRequest } from 'fastify';
import type { AdminActor } from './admin-actor';

/** The signed-in admin of a request (routes behind app.requireAdmin). */
export function actorOf(request: FastifyRequest): AdminActor {
  return {
    adminId: request.admin!.adminId,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
}

/** The OpenAPI description of an admin operations route. */
export const adminDoc = (summary: string) => ({
  tags: ['admin'],
  summary,
  security: [{ bearer: [] }],
});

/** Where a client signs in, for links in messages (relative when PUBLIC_URL is unset). */
export function portalLink(publicUrl: string | null | undefined): string {
  return `${publicUrl ? publicUrl.replace(/\/+$/, '') : ''}/#/client/login`;
}
