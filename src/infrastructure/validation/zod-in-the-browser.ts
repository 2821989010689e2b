/**
 * zod in the browser parses without compiling (`jitless`), set before zod loads. Its object schemas
 * otherwise probe for `new Function` on first use, and the app's Content-Security-Policy (script-src
 * 'self', no 'unsafe-eval') refuses it: a `securitypolicyviolation` on every page that validates
 * something (the lesson's inbox, the hub's first push), for a fast path a browser never gets. The
 * server keeps the compiled fast path: it parses every request body. zod reads its settings from
 * this global (zod/v4/core `globalConfig`), so the first chunk sets it without loading zod.
 */

interface ZodGlobalConfig {
  jitless?: boolean;
}

declare global {
  var __zod_globalConfig: ZodGlobalConfig | undefined;
}

/** Sets `jitless` on zod's settings object, made here when zod has not made it (zod keeps that object). */
export function parseWithoutCompiling(scope: { __zod_globalConfig?: ZodGlobalConfig } = globalThis): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

parseWithoutCompiling();
