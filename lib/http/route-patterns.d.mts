export declare const HTTP_METHODS: string[];
export declare function exportedMethods(source: string): string[];
export declare function routePatternMatcher(appDir: string): (pathname: string) => string;
export declare function routeMatcher(
  appDir: string,
): (pathname: string) => { pattern: string; methods: string[]; catchAll: boolean } | undefined;
export declare function disallowedMethod(exported: string[], method: string): string[] | null;
