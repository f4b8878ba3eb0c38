import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resultSchema, tableSchema, userListVoSchema } from '@zcps/contracts';
import { errorHandler } from './error-handler.js';
import { requestContext } from './request-context.js';
import { isPlain, responseJsonSchema, responseSerializer } from './serializer.js';

interface Node {
  id: number;
  label: string | null;
  children?: Node[];
}
const node: z.ZodType<Node> = z.lazy(() =>
  z.object({ id: z.number().int(), label: z.string().nullable(), children: z.array(node).optional() }),
);

const mixed = z.object({
  id: z.number().int(),
  nick: z.string().nullable(),
  dept: z.object({ deptId: z.number().int(), deptName: z.string() }).nullable(),
  tags: z.array(z.enum(['a', 'b'])),
  kind: z.union([z.literal('x'), z.number()]),
  extra: z.record(z.string(), z.number()),
  anything: z.unknown(),
  optional: z.string().optional(),
  loose: z.looseObject({ k: z.string() }),
  tree: z.array(node),
});

const sample = {
  id: 7,
  nick: null,
  dept: null,
  tags: ['b', 'a'],
  kind: 'x',
  extra: { one: 1, two: 2.5 },
  anything: { deep: [1, 'two', null] },
  loose: { k: 'v', more: true },
  tree: [{ id: 1, label: '根 "quoted"', children: [{ id: 2, label: null }] }],
  dropped: 'not in the schema',
};

async function serve(schema: z.ZodType, body: unknown, checked: boolean) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializer({ checked }));
  await app.register(requestContext);
  await app.register(errorHandler);
  app.get('/x', { schema: { response: { 200: schema } } }, async () => body);
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res.body;
}

describe('response serializer', () => {
  it('compiles plain schemas and leaves the rest to zod', () => {
    expect(isPlain(tableSchema(userListVoSchema))).toBe(true);
    expect(isPlain(mixed)).toBe(true);
    expect(isPlain(z.object({ at: z.date() }))).toBe(false);
    expect(isPlain(z.object({ n: z.string().transform((s) => s.length) }))).toBe(false);
    expect(isPlain(z.object({ n: z.string().default('x') }))).toBe(false);
    expect(responseJsonSchema(z.object({ at: z.date() }))).toBeUndefined();
  });

  it('writes nullable fields as a type list, not a branch to validate', () => {
    const json = responseJsonSchema(resultSchema(z.object({ deptId: z.number().int().nullable() })));
    const data = (json!.properties as Record<string, Record<string, unknown>>).data!;
    expect(data.type).toEqual(['object', 'null']);
    expect((data.properties as Record<string, unknown>).deptId).toEqual({ type: ['integer', 'null'] });
  });

  it('writes what zod writes, byte for byte when no optional field precedes a required one', async () => {
    const zodText = JSON.stringify(mixed.parse(sample));
    expect(await serve(mixed, sample, false)).toBe(zodText);
    expect(await serve(mixed, sample, true)).toBe(zodText);
    const page = { code: 200, msg: '查询成功', total: 1, rows: [] };
    expect(await serve(tableSchema(userListVoSchema), page, false)).toBe(JSON.stringify(page));
  });

  it('writes optional fields after the required ones', async () => {
    const schema = z.object({ user: z.object({ id: z.number() }).optional(), ids: z.array(z.number()) });
    const body = { user: { id: 1 }, ids: [2] };
    expect(await serve(schema, body, true)).toBe('{"ids":[2],"user":{"id":1}}');
  });

  it('keeps zod for a schema JSON Schema cannot carry', async () => {
    const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(await serve(z.object({ at: z.date() }), { at }, false)).toBe(JSON.stringify({ at }));
  });

  it('answers a body its schema refuses with an error envelope, checked or not', async () => {
    const bad = { ...sample, dept: undefined, id: 'seven' };
    for (const checked of [false, true]) {
      const body = JSON.parse(await serve(mixed, bad, checked)) as { code: number };
      expect(body.code).toBe(500);
    }
  });

  it('checked: fails a response the two would write differently', async () => {
    // The compiled serializer writes "12" for a string field holding a number; zod refuses the number.
    const body = JSON.parse(await serve(z.object({ s: z.string() }), { s: 12 }, true)) as { code: number };
    expect(body.code).toBe(500);
  });
});
