/** A yes/no query parameter the Shoutrrr way (yes, true, 1). */
export const flag = (url: URL, name: string) => /^(yes|true|1)$/i.test(url.searchParams.get(name) ?? "");

export const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
