"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import type { CameraProblem } from "./camera-problem";
import type { Camera, CameraStatus } from "./use-camera-scanner";

type CameraPanelProps = {
  status: CameraStatus;
  cameras: Camera[];
  cameraId: string | undefined;
  videoRef: RefObject<HTMLVideoElement | null>;
  flashRef: RefObject<HTMLDivElement | null>;
  torchOn: boolean;
  onStart: (deviceId?: string) => void;
  onStop: () => void;
  onToggleTorch: () => void;
};

/** What went wrong with the camera and what the person can do about it, in their language. */
function useProblemText() {
  const t = useTranslations("scanner.problem");
  return (problem: CameraProblem): { title: string; help: string } => {
    switch (problem) {
      case "insecure":
        return { title: t("insecureTitle"), help: t("insecureHelp") };
      case "unsupported":
        return { title: t("unsupportedTitle"), help: t("unsupportedHelp") };
      case "no-camera":
        return { title: t("noCameraTitle"), help: t("noCameraHelp") };
      case "denied":
        return { title: t("deniedTitle"), help: t("deniedHelp") };
      case "busy":
        return { title: t("busyTitle"), help: t("busyHelp") };
      case "failed":
        return { title: t("failedTitle"), help: t("failedHelp") };
    }
  };
}

/** The live camera view with its controls, or why there is none and what to do about it. */
export function CameraPanel(props: CameraPanelProps) {
  const { status, cameras, cameraId, videoRef, flashRef, torchOn, onStart, onStop, onToggleTorch } = props;
  const t = useTranslations("scanner.camera");
  const tc = useTranslations("common");
  const problemText = useProblemText();
  const showVideo = status.state === "on" || status.state === "starting";
  const problem = status.state === "problem" ? problemText(status.problem) : null;
  const canRetry =
    status.state === "problem" && status.problem !== "insecure" && status.problem !== "unsupported";

  return (
    <div>
      {/* Always mounted: the camera hook needs the element to start, including after a retry. */}
      <div
        className={
          showVideo
            ? "relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-900 shadow-sm"
            : "hidden"
        }
      >
        <video
          ref={videoRef}
          aria-label={t("view")}
          className="size-full object-cover"
          muted
          playsInline
          autoPlay
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[12%] inset-y-[20%] rounded-lg border-2 border-white/80 shadow-[0_0_0_9999px_rgba(0,0,0,0.25)]"
        />
        <div
          ref={flashRef}
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-white opacity-0"
        />
        <p className="absolute inset-x-0 bottom-0 bg-black/60 px-3 py-2 text-center text-sm text-white">
          {status.state === "starting" ? t("starting") : t("aim")}
        </p>
      </div>

      {problem && (
        <div
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800/70 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-1">{problem.help}</p>
        </div>
      )}
      {status.state === "off" && (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {t("off")}
        </p>
      )}

      <div className="mt-3 flex flex-wrap items-end gap-2">
        {showVideo && cameras.length > 1 && (
          <div className="min-w-0 flex-1">
            <label
              htmlFor="scan-camera"
              className="block text-sm font-medium text-stone-800 dark:text-stone-200"
            >
              {t("label")}
            </label>
            <select
              id="scan-camera"
              value={cameraId ?? ""}
              onChange={(event) => onStart(event.target.value)}
              className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
            >
              {cameras.map((camera, index) => (
                <option key={camera.deviceId} value={camera.deviceId}>
                  {camera.label || t("numbered", { number: index + 1 })}
                </option>
              ))}
            </select>
          </div>
        )}
        {status.state === "on" && status.canTorch && (
          <button
            type="button"
            aria-pressed={torchOn}
            onClick={onToggleTorch}
            className={buttonStyles.secondary}
          >
            {torchOn ? t("lightOff") : t("lightOn")}
          </button>
        )}
        {status.state === "on" || status.state === "starting" ? (
          <button type="button" onClick={onStop} className={buttonStyles.secondary}>
            {t("stop")}
          </button>
        ) : status.state === "off" || canRetry ? (
          <button type="button" onClick={() => onStart()} className={buttonStyles.secondary}>
            {status.state === "off" ? t("start") : tc("retry")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
