import { ModulePort } from '../../src/common/module-port';

describe('ModulePort', () => {
  it('hands out what was plugged in', async () => {
    const port = new ModulePort<{ count: () => Promise<number> }>('Counts');
    port.plug({ count: () => Promise.resolve(3) });
    await expect(port.provided.count()).resolves.toBe(3);
  });

  it('says which port has no provider, and refuses a second one', () => {
    const port = new ModulePort<{ count: () => number }>('Counts');
    expect(() => port.provided).toThrow('Counts has no provider: its module is not in the app module');
    port.plug({ count: () => 1 });
    expect(() => port.plug({ count: () => 2 })).toThrow('Counts is already provided');
  });
});
