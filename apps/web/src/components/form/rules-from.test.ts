import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MOBILE_PATTERN, postCreateSchema, userCreateSchema } from '@zcps/contracts';
import { constraintsOf, rulesFrom } from './rules-from';

describe('rulesFrom', () => {
  it('reads required, blank-as-missing and the length bound of a trimmed text', () => {
    expect(rulesFrom(postCreateSchema, 'postName')).toEqual([{ required: true, whitespace: true, max: 50 }]);
  });

  it('leaves optional text to its length bound', () => {
    expect(rulesFrom(postCreateSchema, 'postCategory')).toEqual([{ max: 100 }]);
    expect(rulesFrom(postCreateSchema, 'remark')).toEqual([{ max: 500 }]);
  });

  it('asks for numbers and ids without retyping the bounds the input already enforces', () => {
    expect(rulesFrom(postCreateSchema, 'deptId')).toEqual([{ required: true }]);
    expect(rulesFrom(postCreateSchema, 'postSort')).toEqual([{ required: true }]);
  });

  it('asks for nothing where the server supplies a default', () => {
    expect(rulesFrom(postCreateSchema, 'status')).toEqual([]);
  });

  it("reads the pattern of an `'' | value` union as optional, with the screen's message", () => {
    const rules = rulesFrom(userCreateSchema, 'phonenumber', { message: 'bad phone' });
    expect(rules).toEqual([{ pattern: MOBILE_PATTERN, message: 'bad phone' }]);
  });

  it('keeps a custom required message apart from the bounds', () => {
    const rules = rulesFrom(postCreateSchema, 'postCode', { requiredMessage: 'needed' });
    expect(rules).toEqual([{ required: true, whitespace: true, message: 'needed' }, { max: 64 }]);
  });

  it('lets the screen override whether a value is required', () => {
    expect(rulesFrom(postCreateSchema, 'postName', { required: false })).toEqual([{ max: 50 }]);
  });

  it('refuses a field the schema does not have', () => {
    expect(() => rulesFrom(postCreateSchema, 'nope' as 'postName')).toThrow(/no field nope/);
  });
});

describe('constraintsOf', () => {
  it('sees email formats, minimum lengths and lists', () => {
    expect(constraintsOf(z.email().max(50).optional())).toMatchObject({
      email: true,
      max: 50,
      required: false,
    });
    expect(constraintsOf(z.string().min(6).max(20))).toMatchObject({ required: true, min: 6, max: 20 });
    expect(constraintsOf(z.array(z.number()).min(1))).toMatchObject({ type: 'array', required: true });
    expect(constraintsOf(z.array(z.number()))).toMatchObject({ type: 'array', required: false });
    expect(constraintsOf(z.string().regex(/^a/).nullish())).toMatchObject({
      patterns: [/^a/],
      required: false,
    });
  });
});

describe('rulesFrom on patterns', () => {
  it('takes a pattern that refuses the empty text as a required value', () => {
    const schema = z.object({
      code: z
        .string()
        .regex(/^[a-z]+$/)
        .max(10),
      tag: z.string().regex(/^[a-z]*$/),
    });
    expect(rulesFrom(schema, 'code')).toEqual([{ required: true, max: 10 }, { pattern: /^[a-z]+$/ }]);
    expect(rulesFrom(schema, 'tag')).toEqual([{ pattern: /^[a-z]*$/ }]);
  });

  it('lets the screen say whether blank text counts as missing', () => {
    expect(rulesFrom(postCreateSchema, 'postName', { whitespace: false })).toEqual([
      { required: true, max: 50 },
    ]);
  });
});

describe('rulesFrom on pipes', () => {
  it("reads the checks of a pipe's output too", () => {
    const schema = z.object({
      email: z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]).nullish(),
    });
    expect(rulesFrom(schema, 'email', { message: 'bad' })).toEqual([
      { max: 50 },
      { type: 'email', message: 'bad' },
    ]);
  });
});

describe('rulesFrom with one message', () => {
  it('puts every check into one rule with the message', () => {
    const schema = z.object({
      email: z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]).nullish(),
      item: z.string().trim().min(1).max(100),
    });
    expect(rulesFrom(schema, 'email', { everyMessage: 'bad' })).toEqual([
      { max: 50, type: 'email', message: 'bad' },
    ]);
    expect(rulesFrom(schema, 'item', { everyMessage: 'item' })).toEqual([
      { required: true, whitespace: true, max: 100, message: 'item' },
    ]);
  });
});
