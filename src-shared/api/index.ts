export * from './collections';
export * from './schemas';
export * from './estado';
