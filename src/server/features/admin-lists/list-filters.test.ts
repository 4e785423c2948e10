import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAdmin, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { cases, insertClient, term } from './list-filters-test-kit';

describe('admin lists: server-side filters, search, pages and CSV', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    auth = bearer(await loginAs(t.app, 'admin', await createTestAdmin(t.database.db)));
    const db = t.database.db;
    const clientId = await insertClient(db, 'list_owner', 'List', 'Owner');
    for (const list of cases) await list.seed(db, clientId);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  describe.each(cases)('$name', (list) => {
    const query = `q=${term}&${list.filter}&sort=${list.sort}&order=asc`;

    it('pages through the rows matching the filter and the search, with their total', async () => {
      const first = await get(`${list.path}?${query}&pageSize=2&page=1`);
      const second = await get(`${list.path}?${query}&pageSize=2&page=2`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(second.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      const items = [...first.json().items, ...second.json().items] as Record<string, unknown>[];
      expect(items.map(list.label)).toEqual(['Zqx A1', 'Zqx A2', 'Zqx A3']);
    });

    it('exports exactly those rows as CSV', async () => {
      const res = await get(`${list.path}?${query}&format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trimEnd().split('\r\n').slice(1);
      expect(lines).toHaveLength(3);
      lines.forEach((line, i) => expect(line).toContain(`Zqx A${i + 1}`));
    });

    it('sorts by each of its sort keys both ways', async () => {
      for (const sort of list.schema.shape.sort.unwrap().options) {
        for (const order of ['asc', 'desc']) {
          const res = await get(
            `${list.path}?q=${term}&${list.filter}&sort=${sort}&order=${order}`,
          );
          expect(res.statusCode, `${sort} ${order}: ${res.body}`).toBe(200);
          expect(res.json().total).toBe(3);
        }
      }
    });

    it('refuses a filter value the list does not know, naming the field', async () => {
      const res = await get(`${list.path}?${list.bad[0]}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(list.bad[1]);
    });
  });

  it("sorts the outbox by what needs a hand first: 'manual', then 'failed'", async () => {
    const res = await get(`/api/admin/outbox?q=${term}&sort=status&order=asc`);
    const statuses = (res.json().items as { status: string }[]).map((m) => m.status);
    expect(statuses).toEqual(['manual', 'failed', 'failed', 'failed', 'failed']);
  });
});
