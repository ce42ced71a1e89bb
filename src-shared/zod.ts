/**
 * zod/mini, the one zod of every process, with the app's Spanish words for a refused value
 * (issue-words.ts) as its messages: a refusal a person reads never comes out as zod's bare
 * "Invalid input", whichever parse it comes from. A message a schema gives itself still wins.
 * Schemas import `z` from here, never from zod itself (eslint.config.js says so).
 */
import * as z from 'zod/mini';
import { spanishIssue } from './issue-words';

z.config({ localeError: spanishIssue });

export { z };
