/** @jest-environment node */
import { ContentVersionClient } from '../content-version';

describe("the API's content version", () => {
  it('asks once for all the pages that arrive in one turn, and again for the next ones', async () => {
    let version = 7;
    const fetch = jest.fn(async () => new Response(JSON.stringify({ version }), { headers: { 'content-type': 'application/json' } }));
    const client = new ContentVersionClient('http://api/api', fetch as never);
    expect(await Promise.all([client.current(), client.current(), client.current()])).toEqual([7, 7, 7]);
    expect(fetch).toHaveBeenCalledTimes(1);
    version = 8;
    expect(await client.current()).toBe(8);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is unknown (pages are then not kept) when the API does not answer', async () => {
    const client = new ContentVersionClient('http://api/api', (async () => {
      throw new Error('ECONNREFUSED');
    }));
    expect(await client.current()).toBeNull();
  });
});
