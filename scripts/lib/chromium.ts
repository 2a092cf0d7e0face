// Debian's Chromium as the browser stories and the bench launch it: Playwright cannot download its own
// browsers here, and these flags keep it off the network and the GPU (README, "Tests").
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
