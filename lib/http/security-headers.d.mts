export declare const PERMISSIONS_POLICY: string;
export declare const API_CONTENT_SECURITY_POLICY: string;
export declare const COMMON_SECURITY_HEADERS: Array<{ key: string; value: string }>;
export declare function pageContentSecurityPolicy(nonce: string, options?: { development?: boolean }): string;
