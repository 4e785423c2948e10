import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofTooLargeMessage, proofTypeMessage } from '@shared/contracts/client-portal';
import { paymentProofs } from '../../db/schema/index';
import { LocalDiskStorage } from '../../storage/storage';
import { bearer, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(
  parts: { name: string; value: string | Buffer; fileName?: string; type?: string }[],
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName
      ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('proof of payment uploads', () => {
  let t: TestApp;
  let uploads: string;
  let tokenA: string;
  let tokenB: string;

  const upload = (body: ReturnType<typeof multipart>, token = tokenA) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/payment-proofs',
      headers: { ...bearer(token), 'content-type': body.contentType },
      payload: body.payload,
    });
  const files = () =>
    readdirSync(uploads, { recursive: true }).filter((f) => String(f).includes('.'));

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'proofs-'));
    t = await buildTestApp({ storage: new LocalDiskStorage(uploads) });
    tokenA = await loginAs(t.app, 'client', await createTestClient(t.database.db));
    tokenB = await loginAs(t.app, 'client', await createTestClient(t.database.db));
  });
  afterAll(() => t.close());

  it('stores a PDF with its amount and reference as pending, and lists it', async () => {
    const res = await upload(
      multipart([
        { name: 'amount', value: '1 650.50' },
        { name: 'reference', value: 'SV-A1' },
        { name: 'file', value: pdf, fileName: 'my proof.pdf', type: 'application/pdf' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const { proof } = res.json();
    expect(proof).toMatchObject({
      fileName: 'my proof.pdf',
      contentType: 'application/pdf',
      amountCents: 165050,
      reference: 'SV-A1',
      status: 'pending',
      sizeBytes: pdf.length,
    });
    expect(files()).toHaveLength(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/client/payments',
      headers: bearer(tokenA),
    });
    expect(list.json().proofs).toEqual([
      expect.objectContaining({ id: proof.id, status: 'pending' }),
    ]);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/client/payment-proofs/${proof.id}/file`,
      headers: bearer(tokenA),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('my proof.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/client/payment-proofs/${proof.id}/file`,
      headers: bearer(tokenB),
    });
    expect(other.statusCode).toBe(404);
  });

  it('takes a PNG whatever order the fields come in', async () => {
    const res = await upload(
      multipart([{ name: 'file', value: png, fileName: 'slip.png', type: 'image/png' }]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().proof).toMatchObject({
      contentType: 'image/png',
      amountCents: null,
      reference: null,
    });
  });

  it('refuses a script renamed to .pdf with a clear 415, storing nothing', async () => {
    const before = files().length;
    const res = await upload(
      multipart([
        {
          name: 'file',
          value: '<script>alert(1)</script>',
          fileName: 'proof.pdf',
          type: 'application/pdf',
        },
      ]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'unsupported_media_type',
      message: proofTypeMessage,
    });
    expect(files()).toHaveLength(before);
  });

  it('refuses a file over 5 MB with 413, storing nothing', async () => {
    const before = files().length;
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(
      multipart([{ name: 'file', value: big, fileName: 'big.pdf', type: 'application/pdf' }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(proofTooLargeMessage);
    expect(files()).toHaveLength(before);
    const rows = await t.database.db
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.fileName, 'big.pdf'));
    expect(rows).toEqual([]);
  });

  it('refuses a missing file, a bad amount and a JSON body', async () => {
    const noFile = await upload(multipart([{ name: 'amount', value: '500' }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.file).toBeDefined();
    const badAmount = await upload(
      multipart([
        { name: 'amount', value: 'five hundred' },
        { name: 'file', value: pdf, fileName: 'p.pdf' },
      ]),
    );
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().error.fields.amount).toBeDefined();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/client/payment-proofs',
      headers: bearer(tokenA),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});
