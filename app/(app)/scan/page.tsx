import type { Metadata } from "next";
import { Suspense } from "react";
import { Scanner } from "@/components/scanner/scanner";

export const metadata: Metadata = { title: "Scan" };

export default function ScanPage() {
  return (
    <section aria-labelledby="scan-heading">
      <h1 id="scan-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        Scan
      </h1>
      <p className="mb-5 text-sm text-stone-600 dark:text-stone-400">
        Scan a Cairn label to open its item, an asset ID to find it, or a product barcode to add it.
      </p>
      {/* The scanner reads ?code= from the address: rendered on the client only, below Suspense. */}
      <Suspense fallback={null}>
        <Scanner />
      </Suspense>
    </section>
  );
}
