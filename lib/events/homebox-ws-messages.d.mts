export declare const HOMEBOX_AUTH_PROTOCOL: "hb-auth";
export declare function homeboxEventNames(type: string): string[];
export declare function homeboxFrames(types: string[]): string[];
export declare function takeSseEventTypes(buffer: string): { types: string[]; rest: string };
export declare function protocolToken(protocols: Iterable<string>): string | null;
export declare function isForeignOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean;
export declare function hasSessionCookie(cookieHeader: string | undefined): boolean;
