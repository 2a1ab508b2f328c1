import type { Plugin } from "vite";

/*
 * Cesium's widgets bundle Knockout 3.5.1, which finds the global object with
 * `this||(0,eval)("this")`. In an ES module `this` is undefined, so the eval runs, and the
 * visitor page's CSP (no 'unsafe-eval') stops Cesium from loading at all. `globalThis` is the
 * same object without an eval. The Orbis viewer turns off every widget that compiles Knockout
 * bindings (those would need `new Function`), so this is the only eval left.
 */

const EVAL_THIS = 'this||(0,eval)("this")';

/** Rewrites Knockout's global lookup to `globalThis`; fails the build if the source changed. */
export const cspSafeKnockout = (): Plugin => ({
  name: "orbis-csp-safe-knockout",
  enforce: "pre",
  transform(code, id) {
    if (!/ThirdParty[\\/]knockout-\d+\.\d+\.\d+\.js$/.test(id)) return null;
    if (!code.includes(EVAL_THIS))
      this.error(`${id} no longer finds the global object as expected: review cspSafeKnockout`);
    return { code: code.replace(EVAL_THIS, "this||globalThis"), map: null };
  },
});
