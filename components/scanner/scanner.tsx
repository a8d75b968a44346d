"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { CameraPanel } from "./camera-panel";
import { ManualCodeForm } from "./manual-code-form";
import { signalScan } from "./scan-feedback";
import { ScanOutcome, type Scan, type ScanSource } from "./scan-outcome";
import { useCameraScanner } from "./use-camera-scanner";
import { WEDGE_SCAN_EVENT } from "./wedge-burst";

/**
 * The scan page's working part: the camera, the manual field (also fed by USB scanners), and the
 * outcome of the last code. `?code=` (from the app-wide scanner listener) is the first code.
 */
export function Scanner() {
  const t = useTranslations("scanner");
  const params = useSearchParams();
  const [scan, setScan] = useState<Scan | null>(() => {
    const code = params.get("code")?.trim();
    return code ? { id: 0, code, source: "scanner" } : null;
  });
  const lastCodeRef = useRef(scan?.code);
  const nextIdRef = useRef(1);
  const videoRef = useRef<HTMLVideoElement>(null);
  const flashRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLElement>(null);

  const accept = useCallback((code: string, source: ScanSource) => {
    // The camera reads the code in view again and again: only a new code counts.
    if (source === "camera" && code === lastCodeRef.current) return;
    lastCodeRef.current = code;
    signalScan(flashRef.current, { vibrate: source === "camera" });
    setScan({ id: nextIdRef.current++, code, source });
  }, []);

  const camera = useCameraScanner(videoRef, (code) => accept(code, "camera"));

  // On a phone the outcome sits below the camera: bring it into view (the least scrolling needed).
  useEffect(() => {
    if (scan) resultRef.current?.scrollIntoView({ block: "nearest" });
  }, [scan]);

  useEffect(() => {
    const onWedge = (event: Event) => {
      if (event instanceof CustomEvent && typeof event.detail === "string") accept(event.detail, "scanner");
    };
    window.addEventListener(WEDGE_SCAN_EVENT, onWedge);
    return () => window.removeEventListener(WEDGE_SCAN_EVENT, onWedge);
  }, [accept]);

  const noCamera = camera.status.state === "problem" || camera.status.state === "off";

  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <section aria-labelledby="scan-camera-heading">
        <h2 id="scan-camera-heading" className="sr-only">
          {t("camera.label")}
        </h2>
        <CameraPanel
          status={camera.status}
          cameras={camera.cameras}
          cameraId={camera.cameraId}
          videoRef={videoRef}
          flashRef={flashRef}
          torchOn={camera.torchOn}
          onStart={camera.start}
          onStop={camera.stop}
          onToggleTorch={() => void camera.toggleTorch()}
        />
      </section>
      <div className="space-y-6">
        <ManualCodeForm focus={noCamera} onCode={(code) => accept(code, "typed")} />
        <section
          ref={resultRef}
          aria-labelledby="scan-result-heading"
          aria-live="polite"
          className="scroll-mb-20 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
        >
          <h2 id="scan-result-heading" className="text-base font-semibold">
            {t("lastScan")}
          </h2>
          <div className="mt-2">
            {scan ? (
              <ScanOutcome key={scan.id} scan={scan} />
            ) : (
              <p className="text-sm text-stone-600 dark:text-stone-400">{t("nothingYet")}</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
