import { csvLine } from "@/lib/csv/write-csv";
import { log } from "@/lib/log";

/** Waits for the event loop's next turn: other requests' I/O runs before this goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A `text/csv` download written page by page: `nextPage` is asked for more records only when the
 * client has read the previous ones, so memory stays flat however large the inventory. It returns
 * null when there is nothing more. Each page waits for the event loop's next turn first: SQLite
 * answers synchronously, and a fast client kept pulling pages in one chain of promises, so a 100k
 * export held every other request for its whole length (seconds).
 */
export function csvResponse(
  fileName: string,
  header: readonly string[],
  nextPage: () => Promise<string[][] | null>,
): Response {
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!headerSent) {
            headerSent = true;
            controller.enqueue(encoder.encode(csvLine(header)));
            return;
          }
          // Each pull must enqueue or close, else the reader would wait for nothing.
          for (;;) {
            await nextTurn();
            const records = await nextPage();
            if (records === null) {
              controller.close();
              return;
            }
            if (records.length === 0) continue;
            controller.enqueue(encoder.encode(records.map(csvLine).join("")));
            return;
          }
        } catch (error) {
          log.error("csv download failed", { error });
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** "YYYY-MM-DD" of a date-only value, "" when unset. */
export const csvDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

/** Today's date for file names. */
export const fileDate = () => new Date().toISOString().slice(0, 10);
