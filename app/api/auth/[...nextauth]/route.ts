import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

function handler(request: Request, context: RouteContext) {
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
