import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledResponse, responseSerializerCompiler } from './response-serializer';

const page = z.object({
  code: z.literal(200),
  data: z.object({ items: z.array(z.object({ id: z.number() })), nextCursor: z.string().nullable() }),
});

function compile(check: boolean) {
  const schema = compiledResponse(page);
  return responseSerializerCompiler({ check })({ schema, method: 'GET', url: '/v1/things', httpStatus: '200' } as never);
}

/** A page whose items count how often a serializer reads them. */
function countedPage(ids: number[]) {
  let reads = 0;
  const data = {
    get items() {
      reads++;
      return ids.map((id) => ({ id }));
    },
    nextCursor: null,
  };
  return { data, reads: () => reads };
}

describe('the compiled response serializer', () => {
  it.each([false, true])('writes a shared answer object once and sends its text again (zod check %s)', (check) => {
    const serialize = compile(check);
    const cached = countedPage([1, 2]);
    const first = serialize({ code: 200, data: cached.data });
    const readsOnce = cached.reads();
    // A second envelope around the same page (the explore cache's hit) reads nothing and says the same.
    expect(serialize({ code: 200, data: cached.data })).toBe(first);
    expect(cached.reads()).toBe(readsOnce);
    expect(JSON.parse(first)).toEqual({ code: 200, data: { items: [{ id: 1 }, { id: 2 }], nextCursor: null } });
    // Another object is written anew, even with the same contents.
    const other = countedPage([3]);
    expect(JSON.parse(serialize({ code: 200, data: other.data })).data.items).toEqual([{ id: 3 }]);
    expect(other.reads()).toBeGreaterThan(0);
  });
});
