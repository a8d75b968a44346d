"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

type PhotoChooserProps = { photo: File | null; onChange: (photo: File | null) => void; disabled?: boolean };

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7" fill="none" stroke="currentColor">
      <path
        d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.1l1.2-2h6.4l1.2 2h2.1A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12.5" r="3.5" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The photo comes first: on a phone the back camera opens, elsewhere a file chooser. The picture is
 * held here until the item exists, then uploaded with it.
 */
export function PhotoChooser({ photo, onChange, disabled }: PhotoChooserProps) {
  const t = useTranslations("quickAdd.photo");
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const choose = (chosen: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(previewRef.current);
    onChange(chosen);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  return (
    <div className="flex items-center gap-3">
      <label
        className={`flex h-24 w-28 shrink-0 cursor-pointer flex-col items-center justify-center gap-1 overflow-hidden rounded-xl border-2 ${photo ? "border-solid" : "border-dashed"} border-stone-300 bg-stone-50 text-sm font-medium text-stone-700 hover:border-brand-500 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:border-stone-600 dark:bg-stone-800/60 dark:text-stone-200 dark:hover:border-brand-400 dark:hover:text-brand-300`}
      >
        {photo && preview ? (
          // A local preview (blob: URL): next/image has nothing to optimise here.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt="" className="size-full object-cover" />
        ) : (
          <>
            <CameraIcon />
            <span>{t("add")}</span>
          </>
        )}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={disabled}
          aria-label={photo ? t("change", { name: photo.name || t("photo") }) : t("add")}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = "";
            if (chosen) choose(chosen);
          }}
        />
      </label>
      {photo && (
        <div className="min-w-0 text-sm">
          <p className="truncate text-stone-700 dark:text-stone-300">{photo.name || t("photo")}</p>
          <button
            type="button"
            disabled={disabled}
            onClick={() => choose(null)}
            className="mt-1 rounded text-stone-600 underline underline-offset-2 hover:text-stone-900 dark:text-stone-400 dark:hover:text-white"
          >
            {t("remove")}
          </button>
        </div>
      )}
    </div>
  );
}
