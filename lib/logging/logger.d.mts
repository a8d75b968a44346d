import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

export type RequestContext = { requestId: string; route?: string; userId?: string; groupId?: string };
export declare function logLevelFromEnv(env?: Record<string, string | undefined>): string;
export declare function requestContext(): AsyncLocalStorage<RequestContext>;
export declare function logger(): Logger;
export declare function saneRequestId(value: string | string[] | null | undefined): string | undefined;
