/** What makes a HomeBox import refuse or stop, in words for the person running it. */
export class HomeboxImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HomeboxImportError";
  }
}
