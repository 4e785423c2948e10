// Our Content-Security-Policy has no 'unsafe-eval'. Left to itself, zod 4 tries `new Function` on
// its first parse to see whether it may compile fast parsers; the browser refuses and reports a
// CSP violation in the console. Parsing without that compilation is all the forms here need.
//
// zod keeps its global configuration on `globalThis.__zod_globalConfig` (one object shared by every
// copy of zod on a page, the one `z.config()` writes to). Setting it here, rather than calling
// `z.config()`, keeps zod's code out of the entry chunk: main.tsx imports this first, and zod
// loads later with the pages that parse. zod-config.test.ts checks zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
