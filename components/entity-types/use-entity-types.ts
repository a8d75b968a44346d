"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";

/** The group's entity types (a handful per group). */
export function useEntityTypes() {
  return useQuery({
    queryKey: queryKeys.entityTypes.list(),
    queryFn: ({ signal }) => api("GET /entity-types", { signal }),
  });
}

/** The type new locations get: the seeded "Location" type when there is one, else any location type. */
export function defaultLocationType(
  types: readonly EntityTypeSummaryOut[],
): EntityTypeSummaryOut | undefined {
  const locations = types.filter((type) => type.isLocation);
  return locations.find((type) => type.name === "Location") ?? locations[0];
}
