import { lazyImport } from './lazy-import.js';

const emfile = () => Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });

describe('lazyImport', () => {
  it('loads once, at the first use, and gives every caller the same module', async () => {
    const module = { name: 'sharp' };
    const load = jest.fn(async () => module);
    const get = lazyImport(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(module);
    expect([first, second]).toEqual([module, module]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects the callers of a failed load with its error, then loads again at the next use', async () => {
    const module = { name: 'nodemailer' };
    const load = jest.fn().mockRejectedValueOnce(emfile()).mockResolvedValue(module);
    const get = lazyImport(load as () => Promise<typeof module>);
    // both callers of the failing load see its error, and share that one attempt
    const failed = await Promise.allSettled([get(), get()]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failed.map((result) => result.status === 'rejected' && result.reason.code)).toEqual([
      'EMFILE',
      'EMFILE',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe(module);
    await expect(get()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes a load that throws at once as a failed load', async () => {
    const module = { name: 'web-push' };
    let calls = 0;
    const get = lazyImport(() => {
      calls += 1;
      if (calls === 1) throw emfile();
      return Promise.resolve(module);
    });
    await expect(get()).rejects.toMatchObject({ code: 'EMFILE' });
    await expect(get()).resolves.toBe(module);
  });
});
