import { createHook } from 'node:async_hooks';

/**
 * Imported first by main.ts, before any other module runs. Every `process.nextTick` (several per HTTP
 * request inside node's own http and stream code) builds an object literal with computed keys, and V8
 * keeps only one map in the feedback of such a literal: a second map makes it megamorphic for the rest
 * of the process, after which each tick's object is built by a runtime call (~10 % of the CPU of a
 * cached GET /api/settings.php in bench/settings, against ~0 for the bare node:http server). In this
 * process the tick object's hidden class is replaced during start-up (a garbage collection with no tick
 * object alive drops the unused class; the next tick makes a new one), which the small bare server never
 * sees. Holding one real tick object for the life of the process keeps its class, and the runtime call
 * is gone from the profile (perf); enabling the hook alone, without keeping the object, changes nothing.
 * The hook is enabled for one `nextTick` call only.
 */
let tickObject: object | undefined;
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') tickObject ??= resource;
  },
}).enable();
process.nextTick(() => {});
hook.disable();

/** The kept tick object (for the test that it was caught). */
export const keptTickObject = () => tickObject;
