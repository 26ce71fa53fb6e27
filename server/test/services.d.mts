/** See services.mjs: what the TypeScript specs use of it. */
export declare function freePort(): Promise<number>
