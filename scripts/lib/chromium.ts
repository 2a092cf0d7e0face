// Debian's Chromium as the browser stories and the bench launch it: Playwright cannot download its own
// browsers here, and these flags keep it off the network and the GPU (README, "Tests"). Its headless
// shell (package chromium-headless-shell, the browser Playwright itself runs headless): the full
// browser's headless mode also runs its own UI's renderers, and the stories took ≈ 30 % longer in it.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
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
