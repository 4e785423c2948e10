import type { FastifyReply } from 'fastify';
import { johannesburgDateKey } from '@shared/rules/johannesburg-time';
import { toCsv, type CsvColumn } from './csv';
import type { ListQuery } from './list.service';

/**
 * Answers a list as JSON, or with `?format=csv` as a CSV attachment named after the list and the
 * day. Every admin list route ends with this.
 */
export function sendList<T>(
  reply: FastifyReply,
  query: ListQuery,
  result: { items: T[]; total: number; page: number; pageSize: number },
  csv: { name: string; columns: CsvColumn<T>[] },
) {
  if (query.format !== 'csv') return reply.send(result);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${csv.name}-${johannesburgDateKey(new Date())}.csv"`,
    )
    .header('cache-control', 'no-store')
    .serializer((body: unknown) => body as string)
    .send(toCsv(csv.columns, result.items));
}
