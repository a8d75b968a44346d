export declare function routePatternMatcher(appDir: string): (pathname: string) => string;
