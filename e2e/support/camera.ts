import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import sharp from "sharp";
import { writeCodeVideo, type ModuleGrid } from "./y4m";

// The flags of playwright.config.ts's own browser; the fake camera's video is fixed at launch, so
// each video needs a browser of its own.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** Decoding from the fake camera takes about a second, more on a busy machine. */
export const SCAN_TIMEOUT = { timeout: 30_000 };

export type Session = { baseURL: string; storageState: BrowserContextOptions["storageState"] };

/** The signed-in session of a page, to open the same account in a browser with a camera. */
export async function sessionOf(page: Page, baseURL: string): Promise<Session> {
  return { baseURL, storageState: await page.context().storageState() };
}

/** The flags of one fake camera filming the code (a Y4M video written to `file`). */
export function cameraFilming(
  file: string,
  grid: ModuleGrid,
  frame: { quietZone: number; barHeight?: number; scale?: number },
) {
  writeCodeVideo(file, grid, frame);
  return ["--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${file}`];
}

/** A picture (say a label's PNG) as black and white pixels, for the fake camera to film. */
export async function pictureGrid(image: Buffer): Promise<ModuleGrid> {
  const { data, info } = await sharp(image)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, dark: (x, y) => data[y * info.width + x]! < 128 };
}

/** A browser with fake cameras (`cameraFlags`), a signed-in context in it, and a page at /scan. */
export async function openWithCamera(
  cameraFlags: string[],
  session: Session,
  run: (page: Page, browser: Browser) => Promise<void>,
  options: { context?: BrowserContextOptions; prepare?: (context: BrowserContext) => Promise<unknown> } = {},
) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", ...cameraFlags],
  });
  try {
    const context = await browser.newContext({ ...session, ...options.context, permissions: ["camera"] });
    await options.prepare?.(context);
    const page = await context.newPage();
    await page.goto("/scan");
    await run(page, browser);
  } finally {
    await browser.close();
  }
}
