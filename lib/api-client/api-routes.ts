// Every /api/v1 operation the browser may call, keyed "METHOD /path/{param}", with what it takes and
// answers, read from the route modules' own types (lib/http/api-route.ts, RouteTypes). Nothing is
// generated: routeModules (the OpenAPI document's list, which a unit test holds to the app/api tree)
// names each route, so a new route file is typed here as soon as it is listed there.
// `import type` only: no route, schema or server module reaches the browser's bundle.
import type { routeModules } from "@/app/api/v1/openapi.json/route-modules";
import type { RouteTypesOf } from "@/lib/http/api-route";

type Modules = typeof routeModules;
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type ModuleAt<P extends keyof Modules> = Awaited<ReturnType<Modules[P]>>;

/** [key, types] of each method a module exports, e.g. ["GET /entities/{id}", RouteTypes]. */
type Operations<P extends keyof Modules> = {
  [M in ApiMethod & keyof ModuleAt<P>]: P extends `/v1${infer Path}`
    ? [`${M} ${Path}`, RouteTypesOf<ModuleAt<P>[M]>]
    : never;
}[ApiMethod & keyof ModuleAt<P>];

type AllOperations = { [P in keyof Modules]: Operations<P> }[keyof Modules];

export type ApiRoutes = { [O in AllOperations as O[0]]: O[1] };
