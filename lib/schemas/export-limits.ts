// Kept free of zod: the list's bulk bar reads it in the browser.

/** The most ids `GET /v1/entities/export?ids=…` takes: a longer URL overflows the server's header limit. */
export const MAX_EXPORT_IDS = 250;
