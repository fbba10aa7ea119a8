import { loadOnce } from '../load-once';

describe('loadOnce', () => {
  it('fetches once however often it is asked, and every caller gets the same module', async () => {
    const load = jest.fn(async () => ({ name: 'viewer' }));
    const loader = loadOnce(load);
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(await loader()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch instead of failing for the rest of the visit', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValue({ name: 'viewer' });
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('Loading chunk failed');
    await expect(loader()).resolves.toEqual({ name: 'viewer' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
