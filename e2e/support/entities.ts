import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Creates an entity through the API as the signed-in account, failing the test on any answer but 201.
 * `Entity` is the part of the answer the spec reads.
 */
export async function createEntity<Entity extends { id: string } = { id: string; name: string }>(
  api: APIRequestContext,
  data: Record<string, unknown>,
): Promise<Entity> {
  const response = await api.post("/api/v1/entities", { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Entity;
}

/** The id of an entity created through the API (see createEntity). */
export async function createEntityId(api: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  return (await createEntity(api, data)).id;
}
