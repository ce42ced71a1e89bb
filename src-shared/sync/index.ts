export * from './engine';
export * from './retry';
export * from './types';
