/** @jest-environment node */
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { SiteContentClient, SiteContentUnavailable } from '../site-content';

const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe("the API's site details, as the renderer reads them", () => {
  it('asks once for the pages that arrive in one turn and serves what the API says', async () => {
    const fetch = jest.fn(async () => answer(TEST_SITE_DETAILS));
    const client = new SiteContentClient('http://api/api', fetch as never);
    expect(await Promise.all([client.current(), client.current()])).toEqual([TEST_SITE_DETAILS, TEST_SITE_DETAILS]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last details the API gave while it does not answer, and never makes up sample ones before', async () => {
    let up = false;
    const fetch = jest.fn(async () => {
      if (!up) throw new Error('ECONNREFUSED');
      return answer({ ...TEST_SITE_DETAILS, phone: '+421 48 555 0199' });
    });
    const client = new SiteContentClient('http://api/api', fetch as never);
    await expect(client.current()).rejects.toBeInstanceOf(SiteContentUnavailable);
    up = true;
    expect((await client.current()).phone).toBe('+421 48 555 0199');
    up = false;
    expect((await client.current()).phone).toBe('+421 48 555 0199');
  });
});
