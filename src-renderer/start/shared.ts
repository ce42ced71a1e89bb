/** The second stage (see boot.ts): the schemas every trust boundary checks with (zod, src-shared). */
export { bridgeArgs } from '../../src-shared/bridge';
