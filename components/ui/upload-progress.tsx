"use client";

import { useFormats } from "@/components/i18n/formats-provider";

/** A labelled progress bar for an upload in flight (0…1). */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const f = useFormats();
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums">{f.percent(percent / 100)}</span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={label}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-600 dark:[&::-webkit-progress-bar]:bg-stone-800 dark:[&::-webkit-progress-value]:bg-brand-400"
      />
    </div>
  );
}
