"use client";

import type { IScannerControls } from "@zxing/browser";
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from "react";
import { cameraProblemOf, cameraUnavailable, type CameraProblem } from "./camera-problem";
import { loadCodeReader } from "./load-code-reader";

/** `label` is empty until the browser names the camera; the picker then numbers it. */
export type Camera = { deviceId: string; label: string };

export type CameraStatus =
  | { state: "starting" }
  | { state: "off" }
  | { state: "on"; canTorch: boolean }
  | { state: "problem"; problem: CameraProblem };

/** What the person asked for; a new object each time, so an effect run belongs to one request. */
type CameraRequest = { on: boolean; deviceId?: string };

const noSubscription = () => () => {};

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

async function listCameras(): Promise<Camera[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === "videoinput" && device.deviceId)
    .map((device) => ({ deviceId: device.deviceId, label: device.label }));
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Runs the camera into `videoRef` and calls `onCode` with each decoded text. It starts at once
 * (rear camera first), stops when the component unmounts or the tab is hidden (the camera light
 * goes off when nobody is looking) and starts again when the tab comes back.
 */
export function useCameraScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => void,
) {
  const [request, setRequest] = useState<CameraRequest>({ on: true });
  const [outcome, setOutcome] = useState<{ request: CameraRequest; status: CameraStatus } | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  // Kept across restarts, so the camera picker stays put (and keeps focus) while switching.
  const [cameras, setCameras] = useState<{ list: Camera[]; activeId?: string }>({ list: [] });
  const controlsRef = useRef<IScannerControls | null>(null);
  // Read on the client only: the server renders "starting", and so does hydration.
  const unavailable = useSyncExternalStore(noSubscription, cameraUnavailable, () => null);
  const hidden = useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === "hidden",
    () => false,
  );
  const decoded = useEffectEvent((text: string) => onCode(text));

  useEffect(() => {
    const video = videoRef.current;
    if (!request.on || unavailable || hidden || !video) return;
    let cancelled = false;
    let stream: MediaStream | undefined;
    const start = async () => {
      const reader = await loadCodeReader();
      if (cancelled) return;
      // "ideal", not "exact": a laptop's only camera faces the user and must still be used.
      const constraints: MediaTrackConstraints = request.deviceId
        ? { deviceId: { exact: request.deviceId } }
        : { facingMode: { ideal: "environment" } };
      stream = await navigator.mediaDevices.getUserMedia({ video: constraints, audio: false });
      if (cancelled) return stopTracks(stream);
      const controls = await reader.decodeFromStream(stream, video, (result) => {
        if (result) decoded(result.getText());
      });
      if (cancelled) return controls.stop();
      controlsRef.current = controls;
      const list = await listCameras().catch(() => []);
      const activeId = stream.getVideoTracks()[0]?.getSettings().deviceId;
      if (!cancelled) {
        setCameras({ list, activeId });
        setOutcome({ request, status: { state: "on", canTorch: !!controls.switchTorch } });
      }
    };
    start().catch((error: unknown) => {
      if (stream) stopTracks(stream);
      if (!cancelled) setOutcome({ request, status: { state: "problem", problem: cameraProblemOf(error) } });
    });
    return () => {
      cancelled = true;
      controlsRef.current?.stop();
      controlsRef.current = null;
      if (stream) stopTracks(stream);
    };
  }, [request, unavailable, hidden, videoRef]);

  let status: CameraStatus;
  if (unavailable) status = { state: "problem", problem: unavailable };
  else if (!request.on) status = { state: "off" };
  else if (outcome?.request === request && !hidden) status = outcome.status;
  else status = { state: "starting" };

  const start = useCallback((deviceId?: string) => {
    setTorchOn(false);
    setRequest((current) => ({ on: true, deviceId: deviceId ?? current.deviceId }));
  }, []);
  const stop = useCallback(() => {
    setTorchOn(false);
    setRequest((current) => ({ on: false, deviceId: current.deviceId }));
  }, []);
  const toggleTorch = useCallback(async () => {
    const switchTorch = controlsRef.current?.switchTorch;
    if (!switchTorch) return;
    const next = !torchOn;
    try {
      await switchTorch(next);
      setTorchOn(next);
    } catch {
      // Torch support is patchy across browsers; a refusal just leaves the light as it was.
    }
  }, [torchOn]);

  return {
    status,
    cameras: cameras.list,
    /** The camera chosen, else the one the browser picked. */
    cameraId: request.deviceId ?? cameras.activeId,
    start,
    stop,
    torchOn,
    toggleTorch,
  };
}
