import { config } from 'zod/v4/core';

// Our Content-Security-Policy has no 'unsafe-eval'. Left to itself, zod 4 tries `new Function` on
// its first parse to see whether it may compile fast parsers; the browser refuses and reports a
// CSP violation in the console. Parsing without that compilation is all the forms here need.
// Imported first by main.tsx, before any module that parses; `zod/v4/core` keeps zod's schema
// code out of the entry chunk.
config({ jitless: true });
