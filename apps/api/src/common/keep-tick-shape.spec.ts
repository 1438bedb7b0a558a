import { keptTickObject } from './keep-tick-shape.js';

describe('keep-tick-shape', () => {
  it('holds one of process.nextTick’s own queue entries', () => {
    const tick = keptTickObject() as Record<string | symbol, unknown> | undefined;
    expect(tick).toBeDefined();
    expect(typeof tick?.callback).toBe('function');
    const keys = Object.getOwnPropertySymbols(tick).map((key) => key.description);
    // (an AsyncLocalStorage in use, as in Jest, adds its own key)
    expect(keys.slice(0, 2)).toEqual(['async_id_symbol', 'trigger_async_id_symbol']);
  });
});
