/**
 * Text made safe to place inside Pango (and XML) markup.
 * @param {string} text
 * @returns {string}
 */
export function escapeMarkup(text) {
  return text
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
