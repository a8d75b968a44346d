import { apiRoute } from "@/lib/http/api-route";
import { buildOpenApiDocument } from "@/lib/openapi/build-document";
import { routeModules } from "./route-modules";

let document: Promise<unknown> | undefined;

export const GET = apiRoute({ access: "public", summary: "This API's OpenAPI document" }, () => {
  document ??= buildOpenApiDocument(routeModules);
  return document;
});
