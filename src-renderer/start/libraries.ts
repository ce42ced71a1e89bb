/** The first stage (see boot.ts): React and its DOM renderer, evaluated before anything uses them. */
export { StrictMode, startTransition } from 'react';
export { createRoot } from 'react-dom/client';
