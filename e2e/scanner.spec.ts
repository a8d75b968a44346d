import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { SCAN_TIMEOUT, cameraFilming, openWithCamera, type Session } from "./support/camera";
import { checkPage } from "./support/page-checks";
import { ean13Grid, qrGrid } from "./support/y4m-codes";
import { stillReading } from "./support/still-reading";
import { createEntity } from "./support/entities";

const EAN = "4006381333931";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type StreamLog = { cameraStreams: MediaStream[] };

/** Keeps every camera stream the page opens, to check later that leaving the page stopped it. */
function logCameraStreams() {
  const log = window as unknown as StreamLog;
  log.cameraStreams = [];
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    log.cameraStreams.push(stream);
    return stream;
  };
}

/** A signed-in page at /scan in a browser with the given fake cameras, logging its camera streams. */
function openScanner(
  cameraFlags: string[],
  session: Session,
  run: (page: Page, browser: Browser) => Promise<void>,
) {
  return openWithCamera(cameraFlags, session, run, {
    prepare: (context) => context.addInitScript(logCameraStreams),
  });
}

test.describe("scan page", () => {
  let session: Session;

  test.beforeEach(async ({ page, baseURL }) => {
    await signUpAndSignIn(page);
    session = { baseURL: baseURL!, storageState: await page.context().storageState() };
  });

  test("a Cairn label's QR code opens its entity, also one zxing reads only upside down", async ({
    page,
  }, testInfo) => {
    // About 1 label address in 15 makes a code zxing's finder misses upright; the scan page then
    // reads it upside down. The entity is one of those, so the test shows the turned reading works.
    const frame = { quietZone: 4 };
    let label: { id: string; url: string } | undefined;
    for (let tries = 0; !label && tries < 300; tries++) {
      const { id } = await createEntity(page.request, { name: `Cordless drill ${tries}` });
      const url = `${session.baseURL}/entities/${id}`;
      const reading = stillReading(qrGrid(url), frame, url);
      if (!reading.upright && reading.turned) label = { id, url };
    }
    expect(label, "an entity whose label zxing reads only upside down").toBeDefined();
    await openScanner(
      cameraFilming(testInfo.outputPath("label.y4m"), qrGrid(label!.url), frame),
      session,
      async (scan) => {
        await expect(scan).toHaveURL(new RegExp(`/entities/${label!.id}$`), SCAN_TIMEOUT);
      },
    );
  });

  test("a product barcode shows the code, inventory matches and Create item", async ({ page }, testInfo) => {
    await createEntity(page.request, { name: "Highlighter pens", description: `EAN ${EAN}` });
    const camera = cameraFilming(testInfo.outputPath("ean13.y4m"), ean13Grid(EAN), {
      quietZone: 11,
      barHeight: 220,
    });
    await openScanner(camera, session, async (scan, browser) => {
      const result = scan.getByRole("region", { name: "Last scan" });
      await expect(result.getByText(EAN, { exact: true })).toBeVisible(SCAN_TIMEOUT);
      await expect(result.getByText("from the camera", { exact: false })).toBeVisible();
      await expect(result.getByRole("link", { name: "Create item" })).toHaveAttribute(
        "href",
        new RegExp(`^/entities/new\\?barcode=${EAN}(&|$)`),
      );
      // No product database is reachable from the test server: said plainly, never an error, and
      // not taken for an unknown product.
      await expect(result.getByText(/^The product databases could not be reached/)).toBeVisible();
      await expect(
        result.getByRole("list", { name: "Matching items" }).getByRole("link", { name: "Highlighter pens" }),
      ).toBeVisible();
      await expect(scan.getByRole("button", { name: "Stop camera" })).toBeVisible();
      await checkPage(scan, "scan");

      const phone = await (
        await browser.newContext({ ...session, ...PHONE, colorScheme: "dark", permissions: ["camera"] })
      ).newPage();
      await phone.goto("/scan");
      await expect(
        phone.getByRole("region", { name: "Last scan" }).getByText(EAN, { exact: true }),
      ).toBeVisible(SCAN_TIMEOUT);
      await expect(phone.getByRole("link", { name: "Create item" })).toBeVisible();
      await checkPage(phone, "scan-phone");

      await test.step("leaving the page turns the camera off", async () => {
        // A client-side navigation keeps the window: the camera it opened must be off now.
        const cameraStates = () =>
          scan.evaluate(() =>
            (window as unknown as StreamLog).cameraStreams.flatMap((stream) =>
              stream.getTracks().map((track) => track.readyState),
            ),
          );
        await expect.poll(cameraStates).toContain("live");
        await scan.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Locations" }).click();
        await expect(scan).toHaveURL(/\/locations$/);
        await expect
          .poll(async () => {
            const states = await cameraStates();
            return states.length > 0 && states.every((state) => state === "ended");
          })
          .toBe(true);
      });
    });
  });

  test("with two cameras, a switcher chooses between them", async () => {
    // Chromium's generated test pattern; with a video file it offers one camera only.
    await openScanner(["--use-fake-device-for-media-stream=device-count=2"], session, async (scan) => {
      const picker = scan.getByRole("combobox", { name: "Camera" });
      await expect(picker.getByRole("option")).toHaveCount(2);
      const [first, second] = await picker
        .getByRole("option")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const liveCamera = () =>
        scan.evaluate(() =>
          (window as unknown as StreamLog).cameraStreams
            .flatMap((stream) => stream.getVideoTracks())
            .filter((track) => track.readyState === "live")
            .map((track) => track.getSettings().deviceId),
        );
      await expect.poll(liveCamera).toHaveLength(1);
      const [initial] = await liveCamera();
      const other = initial === first ? second! : first!;
      await expect(picker).toHaveValue(initial!);
      await picker.focus();
      await picker.selectOption(other);
      await expect.poll(liveCamera).toEqual([other]);
      await expect(picker).toHaveValue(other);
      // The picker stays while the camera restarts: keyboard focus is not lost.
      await expect(picker).toBeFocused();
      await picker.selectOption(initial!);
      await expect.poll(liveCamera).toEqual([initial]);
      await expect(scan.getByRole("button", { name: "Stop camera" })).toBeVisible();
    });
  });

  test("without a camera: the reason, and asset IDs typed by hand", async ({ page }) => {
    const { id } = await createEntity(page.request, { name: "Label printer" });
    const entity = await (await page.request.get(`/api/v1/entities/${id}`)).json();
    expect(entity.assetId).toMatch(/^\d{3}-\d{3}$/);

    // The shared browser has no fake camera and no camera permission.
    await page.goto("/scan");
    const reason = /No camera found — type or use a USB scanner|Camera access was blocked/;
    await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
    const field = page.getByLabel("Barcode or asset ID");
    await expect(field).toBeFocused();
    await checkPage(page, "scan-no-camera");

    await field.fill("000-999");
    await field.press("Enter");
    await expect(page.getByText("No item or location with asset ID 000-999.")).toBeVisible();

    await field.fill(`#${entity.assetId}`);
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/entities/${id}$`));

    await test.step("on plain http the camera needs HTTPS", async () => {
      // What a browser shows a page from http://<LAN address>: no camera API, not a secure context.
      const insecure = await page.context().newPage();
      await insecure.addInitScript(() => {
        Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
        Object.defineProperty(window, "isSecureContext", { value: false, configurable: true });
      });
      await insecure.goto("/scan");
      await expect(
        insecure.getByRole("alert").filter({ hasText: "The camera needs a secure (HTTPS) connection" }),
      ).toContainText("PUBLIC_URL");
      await expect(insecure.getByLabel("Barcode or asset ID")).toBeFocused();
      await expect(insecure.getByRole("button", { name: "Try again" })).toHaveCount(0);
    });
  });

  test("a USB scanner's burst of keys on any page opens the scan page with the code", async ({ page }) => {
    await page.goto("/locations");
    await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
    // Dispatched in one go, as fast as a scanner types; a person never types a whole code this fast.
    // The listener is attached once the page has hydrated (the heading shows before that, and a
    // burst sent earlier goes nowhere: this stop's second CI), so the burst is sent until it lands.
    await expect(async () => {
      await page.evaluate((code) => {
        for (const key of [...code, "Enter"]) {
          document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
        }
      }, EAN);
      await expect(page).toHaveURL(new RegExp(`/scan\\?code=${EAN}$`), { timeout: 1_000 });
    }).toPass();
    const result = page.getByRole("region", { name: "Last scan" });
    await expect(result.getByText(EAN, { exact: true })).toBeVisible();
    await expect(result.getByText("from a barcode scanner", { exact: false })).toBeVisible();
  });
});
