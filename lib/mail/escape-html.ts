/** Text made safe to put inside HTML mail (element content and quoted attributes). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
