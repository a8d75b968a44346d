import { apiRoute } from "@/lib/http/api-route";
import { notFound } from "@/lib/errors/domain-error";

/** Any path under /api/v1 that no route serves: a JSON 404, whatever the method. */
const unknownRoute = apiRoute(
  { access: "public", summary: "Any path no route serves: a JSON 404" },
  async () => {
    throw notFound();
  },
);

export {
  unknownRoute as GET,
  unknownRoute as POST,
  unknownRoute as PUT,
  unknownRoute as PATCH,
  unknownRoute as DELETE,
};
