/** What lib/db/client.ts gives the client of either database. */
export type DatabaseClientOptions = {
  transactionOptions: { maxWait: number; timeout: number };
};
