import { NextResponse, type NextRequest } from "next/server";
import { pageContentSecurityPolicy } from "@/lib/http/security-headers.mjs";

/**
 * Every page gets a Content-Security-Policy with a nonce of its own. Next.js reads the nonce from
 * the request's policy header and puts it on its scripts; the root layout puts it on the theme
 * script. (This makes every page render per request, which the signed-in pages did anyway.)
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const policy = pageContentSecurityPolicy(nonce, { development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Not the API (its own policy, from next.config.mjs), the service worker (app/sw.ts; likewise),
      // the build's static files or public files.
      source:
        "/((?!api/|serwist/|_next/static/|_next/image|favicon\\.|.*\\.(?:svg|png|ico|jpg|webp|woff2|txt|webmanifest)$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
