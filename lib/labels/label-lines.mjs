/** @typedef {{ id: string; name: string; assetId: string; location: string | null }} LabelEntity */

/** Longest name a label prints; longer ones end in an ellipsis. */
export const MAX_LABEL_NAME_CHARS = 80;

/**
 * Cuts text to at most `max` characters (whole code points), marking the cut with "…".
 * @param {string} text
 * @param {number} max
 * @returns {string}
 */
export function truncate(text, max) {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length <= max
    ? chars.join("")
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/**
 * What a label prints below its name: the asset id and the location, each when set.
 * @param {LabelEntity} entity
 * @returns {string[]}
 */
export function detailLines(entity) {
  return [entity.assetId, entity.location ?? ""]
    .map((line) => truncate(line, MAX_LABEL_NAME_CHARS))
    .filter(Boolean);
}
