/**
 * A Node module hook for the bench: Vite's `?url` imports (an asset's address, as
 * src-renderer/data/documents/pdfjs.ts imports PDF.js's worker) become an empty address, so
 * renderer modules that import one can run in Node. Registered by documents.ts.
 */
export async function resolve(specifier, context, next) {
  if (specifier.endsWith('?url')) return { url: 'data:text/javascript,export default ""', shortCircuit: true };
  return next(specifier, context);
}
