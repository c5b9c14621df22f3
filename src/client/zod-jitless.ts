/**
 * Zod in the browser parses without generated code. Zod 4 compiles object parsers with `new Function` and,
 * before the first parse, probes whether it may by calling `Function('')`; the portal's Content-Security-Policy
 * has no 'unsafe-eval', so that probe is a reported CSP violation (and a Lighthouse best-practices failure) on
 * every page whose forms validate while loading. Jitless mode skips the probe; the forms' objects are small, so
 * the interpreted parse costs nothing noticeable. Import it first in a browser entry, before any module that builds
 * a schema: zod probes when the first object schema is built.
 */
import { config } from 'zod';

config({ jitless: true });
