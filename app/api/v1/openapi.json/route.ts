import { apiRoute } from "@/lib/http/api-route";
import { buildOpenApiDocument } from "@/lib/openapi/build-document";
import { openApiDocumentOut, type OpenApiDocument } from "@/lib/schemas/openapi";
import { routeModules } from "./route-modules";

let document: Promise<OpenApiDocument> | undefined;

export const GET = apiRoute(
  { access: "public", summary: "This API's OpenAPI document", response: openApiDocumentOut },
  () => {
    document ??= buildOpenApiDocument(routeModules);
    return document;
  },
);
