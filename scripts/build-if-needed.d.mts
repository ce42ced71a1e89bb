export declare function buildIfNeeded(): void;
