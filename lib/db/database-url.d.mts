export type DatabaseProvider = "sqlite" | "postgresql";
export declare function resolveDatabaseUrl(env?: Record<string, string | undefined>): string;
export declare function providerOf(databaseUrl: string): DatabaseProvider;
export declare function sqliteFilePath(databaseUrl: string): string;
export declare function redactUrl(databaseUrl: string): string;
