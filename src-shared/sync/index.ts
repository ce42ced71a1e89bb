export * from './budget';
export * from './crawl';
export * from './engine';
export * from './membership';
export * from './memory-store';
export * from './retry';
export * from './run';
export * from './types';
