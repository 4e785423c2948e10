// The ceiling of the HTTP table: Fastify with one route and nothing else (no hooks, no rate limit,
// no compression, no database), so each load row can say how much of the framework's best it gets.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'bare', items: [1, 2, 3] }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
