/**
 * The authorization matrix: every route method under app/api/v1, with who may call it.
 * tests/api/authorization-matrix.test.ts reads the route files from disk and fails when a route
 * method is missing here or listed here but gone, so a new route must say its access class.
 *
 * One entry per "METHOD /v1/<folder path as on disk>". `path` fills the route's keys with the
 * VICTIM's records (the attacker, a member of another group, must get 404 for them).
 */

/** The access classes of docs/homebox-compatibility.md ("Credentials and access"). */
export type AccessClass =
  /** No credentials read at all (status, currencies, login, register, ...). */
  | "public"
  /** Any signed-in user (session token, cookie or API key); no group involved. */
  | "signed-in"
  /** Like signed-in, and the attachment-only token is accepted too (`GET /v1/qrcode`). */
  | "signed-in+attachment-token"
  /** A member of the group (X-Tenant / ?tenant= / default group), any role. */
  | "member"
  /** A member, and the attachment-only token is accepted too (attachment downloads). */
  | "member+attachment-token"
  /** An owner of the group; a plain `user` or `viewer` member gets 403. */
  | "owner";

/** The victim's records, created by the test before the matrix runs. */
export type Victim = {
  userId: string;
  groupId: string;
  itemId: string;
  assetId: string;
  locationId: string;
  tagId: string;
  entityTypeId: string;
  templateId: string;
  maintenanceId: string;
  loanId: string;
  attachmentId: string;
  notifierId: string;
  invitationId: string;
  apiKeyId: string;
  exportId: string;
  memberUserId: string;
  webhookId: string;
  deliveryId: string;
};

export type MatrixEntry = {
  access: AccessClass;
  /** The request path after /api, with the victim's ids. */
  path: (v: Victim) => string;
  /** A JSON body valid for the route (so validation cannot hide a missing tenant check). */
  body?: (v: Victim) => unknown;
  /** A multipart body instead of JSON. */
  form?: (v: Victim) => FormData;
  /**
   * What a member of another group gets (with a session token or an API key): 404 when the request
   * names the victim's records (the default for routes with a key in the path), "own" when the
   * route only touches the caller's own data (any answer < 500 but 401/403; the default otherwise),
   * or an exact status.
   */
  otherGroup?: number | "own";
  /** The status with an API key where it differs from a session token's. */
  apiKey?: number;
  /** Logs the caller out or deletes them: the other-group checks use throwaway users. */
  consumesCaller?: boolean;
  /** An endless response (event stream): only the status and headers are read. */
  stream?: boolean;
  /**
   * A group route a read-only `viewer` may call although its method writes, as its spec says
   * (`viewer: "read"`: a read with a body; "own": only the caller's own records). Every other
   * non-GET group route answers a viewer 403.
   */
  viewer?: "read" | "own";
};

const json = (v: Victim, path: string) =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => v[key as keyof Victim]);
const at = (path: string) => (v: Victim) => json(v, path);
const textFile = () => {
  const form = new FormData();
  form.set("name", "attacker note");
  form.set("file", new Blob(["attacker"], { type: "text/plain" }), "note.txt");
  return form;
};
const maintenance = { name: "Attacker service", scheduledDate: "2026-01-01" };
const noRoute = at("/v1/no-such-route/anywhere");

export const matrix: Record<string, MatrixEntry> = {
  // The JSON 404 for paths no route serves.
  "GET /v1/[[...slug]]": { access: "public", path: noRoute },
  "POST /v1/[[...slug]]": { access: "public", path: noRoute },
  "PUT /v1/[[...slug]]": { access: "public", path: noRoute },
  "PATCH /v1/[[...slug]]": { access: "public", path: noRoute },
  "DELETE /v1/[[...slug]]": { access: "public", path: noRoute },

  "POST /v1/actions/create-missing-thumbnails": {
    access: "member",
    path: at("/v1/actions/create-missing-thumbnails"),
  },
  "POST /v1/actions/ensure-asset-ids": { access: "member", path: at("/v1/actions/ensure-asset-ids") },
  "POST /v1/actions/ensure-import-refs": { access: "member", path: at("/v1/actions/ensure-import-refs") },
  "POST /v1/actions/set-primary-photos": { access: "member", path: at("/v1/actions/set-primary-photos") },
  "POST /v1/actions/wipe-inventory": {
    access: "owner",
    path: at("/v1/actions/wipe-inventory"),
    body: () => ({ wipeTags: true, wipeLocations: true, wipeMaintenance: true }),
  },
  "POST /v1/actions/zero-item-time-fields": {
    access: "member",
    path: at("/v1/actions/zero-item-time-fields"),
  },

  // An asset id the other group does not have: an empty page, never the victim's entity.
  "GET /v1/assets/[id]": { access: "member", path: at("/v1/assets/{assetId}"), otherGroup: "own" },
  "GET /v1/currencies": { access: "public", path: at("/v1/currencies") },

  "GET /v1/entities/[id]/attachments/[attachmentId]": {
    access: "member+attachment-token",
    path: at("/v1/entities/{itemId}/attachments/{attachmentId}"),
  },
  "PUT /v1/entities/[id]/attachments/[attachmentId]": {
    access: "member",
    path: at("/v1/entities/{itemId}/attachments/{attachmentId}"),
    body: () => ({ title: "stolen", primary: true }),
  },
  "DELETE /v1/entities/[id]/attachments/[attachmentId]": {
    access: "member",
    path: at("/v1/entities/{itemId}/attachments/{attachmentId}"),
  },
  "POST /v1/entities/[id]/attachments/external": {
    access: "member",
    path: at("/v1/entities/{itemId}/attachments/external"),
    body: () => ({ source_type: "link", external_id: "https://example.com/attacker" }),
  },
  "POST /v1/entities/[id]/attachments": {
    access: "member",
    path: at("/v1/entities/{itemId}/attachments"),
    form: textFile,
  },
  "POST /v1/entities/[id]/duplicate": {
    access: "member",
    path: at("/v1/entities/{itemId}/duplicate"),
    body: () => ({ copyMaintenance: true, copyAttachments: true, copyCustomFields: true }),
  },
  "POST /v1/entities/[id]/undo-delete": { access: "member", path: at("/v1/entities/{itemId}/undo-delete") },
  "GET /v1/entities/[id]/history": { access: "member", path: at("/v1/entities/{itemId}/history") },
  "GET /v1/entities/[id]/maintenance": { access: "member", path: at("/v1/entities/{itemId}/maintenance") },
  "POST /v1/entities/[id]/maintenance": {
    access: "member",
    path: at("/v1/entities/{itemId}/maintenance"),
    body: () => maintenance,
  },
  "GET /v1/entities/[id]/loans": { access: "member", path: at("/v1/entities/{itemId}/loans") },
  "POST /v1/entities/[id]/loans": {
    access: "member",
    path: at("/v1/entities/{itemId}/loans"),
    body: () => ({ borrowerName: "Attacker", quantity: 1 }),
  },
  "GET /v1/entities/[id]/path": { access: "member", path: at("/v1/entities/{itemId}/path") },
  "POST /v1/entities/[id]/quantity-adjustments": {
    access: "member",
    path: at("/v1/entities/{itemId}/quantity-adjustments"),
    body: () => ({ delta: -1 }),
  },
  "GET /v1/entities/[id]/totals": { access: "member", path: at("/v1/entities/{itemId}/totals") },
  "GET /v1/entities/[id]/sheet.pdf": { access: "member", path: at("/v1/entities/{itemId}/sheet.pdf") },
  "GET /v1/entities/[id]": { access: "member", path: at("/v1/entities/{itemId}") },
  "PUT /v1/entities/[id]": {
    access: "member",
    path: at("/v1/entities/{itemId}"),
    body: () => ({ name: "stolen", quantity: 1 }),
  },
  "PATCH /v1/entities/[id]": {
    access: "member",
    path: at("/v1/entities/{itemId}"),
    body: () => ({ quantity: 7 }),
  },
  "DELETE /v1/entities/[id]": { access: "member", path: at("/v1/entities/{itemId}") },
  "GET /v1/entities/export": { access: "member", path: at("/v1/entities/export") },
  "GET /v1/entities/fields": { access: "member", path: at("/v1/entities/fields") },
  "GET /v1/entities/fields/values": { access: "member", path: at("/v1/entities/fields/values?field=Serial") },
  "POST /v1/entities/import": { access: "member", path: at("/v1/entities/import") },
  // Filtering by the victim's location lists nothing of theirs.
  "GET /v1/entities": { access: "member", path: at("/v1/entities?parentIds={locationId}&tags={tagId}") },
  // A parent, type or tag of another group → 404.
  "POST /v1/entities": {
    access: "member",
    path: at("/v1/entities"),
    body: (v) => ({ name: "attacker", parentId: v.locationId, tagIds: [v.tagId] }),
    otherGroup: 404,
  },
  "GET /v1/entities/tree": { access: "member", path: at("/v1/entities/tree") },

  "GET /v1/entity-types/[id]": { access: "member", path: at("/v1/entity-types/{entityTypeId}") },
  "PUT /v1/entity-types/[id]": {
    access: "member",
    path: at("/v1/entity-types/{entityTypeId}"),
    body: () => ({ name: "stolen" }),
  },
  "DELETE /v1/entity-types/[id]": { access: "member", path: at("/v1/entity-types/{entityTypeId}") },
  "GET /v1/entity-types": { access: "member", path: at("/v1/entity-types") },
  "POST /v1/entity-types": {
    access: "member",
    path: at("/v1/entity-types"),
    body: (v) => ({ name: "attacker type", defaultTemplateId: v.templateId }),
    otherGroup: 404,
  },
  // HomeBox's web client opens its event socket with the attachment token; the stream says only
  // what changed, never the data.
  "GET /v1/events": { access: "member+attachment-token", path: at("/v1/events"), stream: true },

  "GET /v1/group/exports/[id]/download": {
    access: "member",
    path: at("/v1/group/exports/{exportId}/download"),
  },
  "GET /v1/group/exports/[id]": { access: "member", path: at("/v1/group/exports/{exportId}") },
  "DELETE /v1/group/exports/[id]": { access: "member", path: at("/v1/group/exports/{exportId}") },
  "GET /v1/group/exports": { access: "member", path: at("/v1/group/exports") },
  "POST /v1/group/exports": { access: "member", viewer: "read", path: at("/v1/group/exports") },
  "POST /v1/group/import": { access: "owner", path: at("/v1/group/import") },
  "POST /v1/homebox/import": { access: "owner", path: at("/v1/homebox/import") },

  "GET /v1/groups/all": { access: "signed-in", path: at("/v1/groups/all") },
  // Accepting takes the invitation's token; an unknown one is 404 (the victim's token is a secret).
  "POST /v1/groups/invitations/[id]": {
    access: "signed-in",
    path: at("/v1/groups/invitations/not-a-real-invitation-token-0000"),
    otherGroup: 404,
  },
  "DELETE /v1/groups/invitations/[id]": {
    access: "owner",
    path: at("/v1/groups/invitations/{invitationId}"),
  },
  "GET /v1/groups/invitations": { access: "member", path: at("/v1/groups/invitations") },
  "POST /v1/groups/invitations": {
    access: "owner",
    path: at("/v1/groups/invitations"),
    body: () => ({ uses: 1, role: "viewer" }),
  },
  "PATCH /v1/groups/members/[userId]": {
    access: "owner",
    path: at("/v1/groups/members/{memberUserId}"),
    body: () => ({ role: "owner" }),
  },
  "DELETE /v1/groups/members/[userId]": { access: "owner", path: at("/v1/groups/members/{memberUserId}") },
  "GET /v1/groups/members": { access: "member", path: at("/v1/groups/members") },
  "GET /v1/groups/notifiers": { access: "owner", path: at("/v1/groups/notifiers") },
  "GET /v1/groups": { access: "member", path: at("/v1/groups") },
  "PUT /v1/groups": {
    access: "owner",
    path: at("/v1/groups"),
    body: () => ({ name: "Renamed by a caller" }),
  },
  "POST /v1/groups": { access: "signed-in", path: at("/v1/groups"), body: () => ({ name: "Second home" }) },
  "DELETE /v1/groups": { access: "owner", path: at("/v1/groups"), consumesCaller: true },
  "GET /v1/groups/statistics/locations": { access: "member", path: at("/v1/groups/statistics/locations") },
  "GET /v1/groups/statistics/purchase-price": {
    access: "member",
    path: at("/v1/groups/statistics/purchase-price?start=2020-01-01&end=2030-01-01"),
  },
  "GET /v1/groups/statistics": { access: "member", path: at("/v1/groups/statistics") },
  "GET /v1/groups/statistics/tags": { access: "member", path: at("/v1/groups/statistics/tags") },

  "GET /v1/labelmaker/asset/[id]": { access: "member", path: at("/v1/labelmaker/asset/{assetId}") },
  "GET /v1/labelmaker/entity/[id]": { access: "member", path: at("/v1/labelmaker/entity/{itemId}") },
  "GET /v1/labelmaker/item/[id]": { access: "member", path: at("/v1/labelmaker/item/{itemId}") },
  "GET /v1/labelmaker/location/[id]": { access: "member", path: at("/v1/labelmaker/location/{locationId}") },
  "GET /v1/labelmaker/sheet": {
    access: "member",
    path: at("/v1/labelmaker/sheet?ids={itemId}&template=avery-5160"),
    otherGroup: 404,
  },
  "POST /v1/labelmaker/sheet": {
    access: "member",
    viewer: "read",
    path: at("/v1/labelmaker/sheet"),
    body: (v) => ({ ids: [v.itemId], template: "avery-5160" }),
    otherGroup: 404,
  },

  "PUT /v1/maintenance/[id]": {
    access: "member",
    path: at("/v1/maintenance/{maintenanceId}"),
    body: () => maintenance,
  },
  "DELETE /v1/maintenance/[id]": { access: "member", path: at("/v1/maintenance/{maintenanceId}") },
  "GET /v1/maintenance": { access: "member", path: at("/v1/maintenance") },
  // Cairn's lending (lib/loans): the other group sees its own (empty) lists, never the victim's.
  "GET /v1/loans": { access: "member", path: at("/v1/loans?state=all"), otherGroup: "own" },
  "POST /v1/loans/[id]/return": {
    access: "member",
    path: at("/v1/loans/{loanId}/return"),
    body: () => ({ returnNote: "stolen" }),
  },
  "GET /v1/borrowers": { access: "member", path: at("/v1/borrowers"), otherGroup: "own" },

  "PUT /v1/notifiers/[id]": {
    access: "member",
    viewer: "own",
    path: at("/v1/notifiers/{notifierId}"),
    body: () => ({ name: "stolen", url: "ntfy://ntfy.example.com/attacker" }),
  },
  "POST /v1/notifiers/[id]/test": {
    access: "member",
    viewer: "own",
    path: at("/v1/notifiers/{notifierId}/test"),
  },
  "DELETE /v1/notifiers/[id]": { access: "member", viewer: "own", path: at("/v1/notifiers/{notifierId}") },
  "GET /v1/notifiers": { access: "member", path: at("/v1/notifiers") },
  "POST /v1/notifiers": {
    access: "member",
    viewer: "own",
    path: at("/v1/notifiers"),
    body: () => ({ name: "attacker", url: "ntfy://ntfy.example.com/attacker-topic" }),
  },
  // A loopback URL is refused before anything is sent.
  "POST /v1/notifiers/test": {
    access: "member",
    viewer: "own",
    path: at("/v1/notifiers/test"),
    body: () => ({ url: "https://127.0.0.1:1/hook" }),
    otherGroup: 422,
  },

  "GET /v1/openapi.json": { access: "public", path: at("/v1/openapi.json") },
  "GET /v1/products/search-from-barcode": {
    access: "member",
    path: at("/v1/products/search-from-barcode?productEAN=0000000000000"),
  },
  "GET /v1/qrcode": { access: "signed-in+attachment-token", path: at("/v1/qrcode?data=hello") },
  "GET /v1/reporting/bill-of-materials": { access: "member", path: at("/v1/reporting/bill-of-materials") },
  "GET /v1/reports/insurance.pdf": {
    access: "member",
    path: at("/v1/reports/insurance.pdf?location={locationId}&tag={tagId}"),
    otherGroup: 404,
  },
  "GET /v1/status": { access: "public", path: at("/v1/status") },
  "GET /v1/stock/low": { access: "member", path: at("/v1/stock/low") },
  "GET /v1/stock/shopping-list.csv": { access: "member", path: at("/v1/stock/shopping-list.csv") },

  "POST /v1/tags/[id]/merge": {
    access: "member",
    path: at("/v1/tags/{tagId}/merge"),
    body: (v) => ({ intoId: v.tagId }),
  },
  "GET /v1/tags/[id]": { access: "member", path: at("/v1/tags/{tagId}") },
  "PUT /v1/tags/[id]": { access: "member", path: at("/v1/tags/{tagId}"), body: () => ({ name: "stolen" }) },
  "DELETE /v1/tags/[id]": { access: "member", path: at("/v1/tags/{tagId}") },
  "GET /v1/tags": { access: "member", path: at("/v1/tags") },
  "POST /v1/tags": {
    access: "member",
    path: at("/v1/tags"),
    body: (v) => ({ name: "attacker tag", parentId: v.tagId }),
    otherGroup: 404,
  },

  "POST /v1/templates/[id]/create-item": {
    access: "member",
    path: at("/v1/templates/{templateId}/create-item"),
    body: () => ({ name: "stolen" }),
  },
  "GET /v1/templates/[id]": { access: "member", path: at("/v1/templates/{templateId}") },
  "PUT /v1/templates/[id]": {
    access: "member",
    path: at("/v1/templates/{templateId}"),
    body: () => ({ name: "stolen" }),
  },
  "DELETE /v1/templates/[id]": { access: "member", path: at("/v1/templates/{templateId}") },
  "GET /v1/templates": { access: "member", path: at("/v1/templates") },
  "POST /v1/templates": {
    access: "member",
    path: at("/v1/templates"),
    body: () => ({ name: "attacker template" }),
  },

  // A wrong current password is 403 (docs/homebox-compatibility.md), whoever asks.
  "PUT /v1/users/change-password": {
    access: "signed-in",
    path: at("/v1/users/change-password"),
    body: () => ({ current: "not the password", new: "another long password" }),
    otherGroup: 403,
  },
  "PUT /v1/users/self/change-password": {
    access: "signed-in",
    path: at("/v1/users/self/change-password"),
    body: () => ({ current: "not the password", new: "another long password" }),
    otherGroup: 403,
  },
  "POST /v1/users/forgot-password": { access: "public", path: at("/v1/users/forgot-password") },
  "GET /v1/users/login/oidc/callback": { access: "public", path: at("/v1/users/login/oidc/callback") },
  "GET /v1/users/login/oidc": { access: "public", path: at("/v1/users/login/oidc") },
  "POST /v1/users/login": { access: "public", path: at("/v1/users/login") },
  "POST /v1/users/logout/all": {
    access: "signed-in",
    path: at("/v1/users/logout/all"),
    consumesCaller: true,
  },
  "POST /v1/users/logout": { access: "signed-in", path: at("/v1/users/logout"), consumesCaller: true },
  // Refresh renews a session; an API key is not one (400).
  "GET /v1/users/refresh": {
    access: "signed-in",
    path: at("/v1/users/refresh"),
    consumesCaller: true,
    apiKey: 400,
  },
  "POST /v1/users/register": { access: "public", path: at("/v1/users/register") },
  "POST /v1/users/reset-password": { access: "public", path: at("/v1/users/reset-password") },
  "DELETE /v1/users/self/api-keys/[id]": {
    access: "signed-in",
    path: at("/v1/users/self/api-keys/{apiKeyId}"),
  },
  "GET /v1/users/self/api-keys": { access: "signed-in", path: at("/v1/users/self/api-keys") },
  "POST /v1/users/self/api-keys": {
    access: "signed-in",
    path: at("/v1/users/self/api-keys"),
    body: () => ({ name: "another key" }),
  },
  "GET /v1/users/self": { access: "signed-in", path: at("/v1/users/self") },
  "PUT /v1/users/self": {
    access: "signed-in",
    path: at("/v1/users/self"),
    body: () => ({ name: "Renamed caller" }),
  },
  "DELETE /v1/users/self": { access: "signed-in", path: at("/v1/users/self"), consumesCaller: true },
  "GET /v1/users/self/display": { access: "signed-in", path: at("/v1/users/self/display") },
  "PATCH /v1/users/self/display": {
    access: "signed-in",
    path: at("/v1/users/self/display"),
    body: () => ({ locale: "de" }),
  },
  "GET /v1/users/self/settings": { access: "signed-in", path: at("/v1/users/self/settings") },
  "PUT /v1/users/self/settings": {
    access: "signed-in",
    path: at("/v1/users/self/settings"),
    body: () => ({ theme: "dark" }),
  },

  "GET /v1/webhooks": { access: "member", path: at("/v1/webhooks") },
  "POST /v1/webhooks": {
    access: "owner",
    path: at("/v1/webhooks"),
    body: () => ({ url: "https://hooks.example.com/attacker", active: false }),
  },
  "GET /v1/webhooks/[id]": { access: "member", path: at("/v1/webhooks/{webhookId}") },
  "PUT /v1/webhooks/[id]": {
    access: "owner",
    path: at("/v1/webhooks/{webhookId}"),
    body: () => ({ url: "https://hooks.example.com/stolen" }),
  },
  "DELETE /v1/webhooks/[id]": { access: "owner", path: at("/v1/webhooks/{webhookId}") },
  "GET /v1/webhooks/[id]/deliveries": { access: "member", path: at("/v1/webhooks/{webhookId}/deliveries") },
  "POST /v1/webhooks/[id]/deliveries/[deliveryId]/redeliver": {
    access: "owner",
    path: at("/v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver"),
  },
  "POST /v1/webhooks/[id]/rotate-secret": {
    access: "owner",
    path: at("/v1/webhooks/{webhookId}/rotate-secret"),
  },
  "POST /v1/webhooks/[id]/test": { access: "owner", path: at("/v1/webhooks/{webhookId}/test") },
};
