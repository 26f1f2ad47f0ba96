import { INPUT_MESSAGES, inputProblem, MAX_BODY_DEPTH } from './middleware';

const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nest(depth - 1) });

describe('inputProblem', () => {
  it('accepts ordinary bodies and queries, unicode included', () => {
    expect(inputProblem({ name: 'Café 💩 中文', list: [1, null, { ok: true }] }, { q: 'vet' })).toBeUndefined();
    expect(inputProblem(undefined, {})).toBeUndefined();
    expect(inputProblem(nest(MAX_BODY_DEPTH))).toBeUndefined();
  });

  it('refuses NUL and lone surrogates in values and keys', () => {
    expect(inputProblem({ a: 'x\u0000' })).toBe(INPUT_MESSAGES.text);
    expect(inputProblem({ a: ['\ud800'] })).toBe(INPUT_MESSAGES.text);
    expect(inputProblem({ a: 'x\udc00y' })).toBe(INPUT_MESSAGES.text);
    expect(inputProblem({ ['k\u0000']: 1 })).toBe(INPUT_MESSAGES.text);
    expect(inputProblem({}, { q: '\u0000' })).toBe(INPUT_MESSAGES.text);
  });

  it('refuses nesting beyond the limit without overflowing the stack itself', () => {
    expect(inputProblem(nest(MAX_BODY_DEPTH + 1))).toBe(INPUT_MESSAGES.depth);
    expect(inputProblem(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)))).toBe(INPUT_MESSAGES.depth);
  });
});
