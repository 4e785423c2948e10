import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@shared/contracts/errors';
import { HttpError } from '../../plugins/errors';
import { NotFoundError } from './subscription.service';

/** HTTP helpers shared by the client portal's route files. */
export const notFound = (what: string) =>
  new HttpError(404, errorCodes.notFound, `${what} not found.`);

export const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Maps a service's NotFoundError to the 404 a client sees for unknown and other clients' ids. */
export async function orNotFound<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(what);
    throw error;
  }
}
