// Pictures over the JSON API: a file that claims more pixels than the limit (app/domain/pictures.ts) is
// refused before it is stored, as a recipe picture (a data URL, or fetched by URL) and as an avatar. The
// fetched one comes from this file's own server on 127.0.0.1 (the test server allows loopback fetches).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** 33 bytes: a PNG signature and an IHDR chunk claiming `width` × `height`; no pixel data at all. */
const pngHeader = (width: number, height: number) =>
  Buffer.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), 0x49, 0x48, 0x44, 0x52],
    ...[...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0],
  ]);
const HUGE = pngHeader(30_000, 30_000);
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;

const RECIPE = {
  name: "Bomb soup",
  instructions: "Stir.",
  servings: 2,
  ingredients: [{ name: "water", quantity: 1, unit: "cup" }],
};
const IMAGE_PIXELS_ERROR = "The image is too large: it can be at most 40 megapixels, 12,000 pixels a side.";
const AVATAR_PIXELS_ERROR =
  "The avatar image is too large: it can be at most 40 megapixels, 12,000 pixels a side.";

let pictures: http.Server;
let picturesOrigin = "";
let served = 0;

test.beforeAll(async () => {
  pictures = http.createServer((_req, res) => {
    served++;
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": HUGE.length });
    res.end(HUGE);
  });
  await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", resolve));
  picturesOrigin = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => pictures.close(resolve));
});

test("a recipe picture claiming 30,000 × 30,000 pixels is refused with the limit in words", async ({
  request,
}) => {
  const headers = bearer((await registerViaApi(request)).token);
  const refused = await request.post("/api/recipes", { headers, data: { ...RECIPE, image: dataUrl(HUGE) } });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    success: false,
    message: IMAGE_PIXELS_ERROR,
    errors: { image: [IMAGE_PIXELS_ERROR] },
  });
  const mine = await (await request.get("/api/recipes?scope=mine", { headers })).json();
  expect(mine.data).toHaveLength(0);

  // Within the limit: 12,000 × 3,333 is fine (a header alone is enough to be judged and stored).
  const fine = await request.post("/api/recipes", {
    headers,
    data: { ...RECIPE, image: dataUrl(pngHeader(12_000, 3_333)) },
  });
  expect(fine.status(), await fine.text()).toBe(201);
  expect((await fine.json()).data.image).toMatch(/^\/recipe-images\/\d+$/);

  // Fetched by URL, the same rule: the recipe is saved without the picture.
  const remote = await request.post("/api/recipes", {
    headers,
    data: { ...RECIPE, name: "Remote bomb", image: `${picturesOrigin}/huge.png` },
  });
  expect(remote.status(), await remote.text()).toBe(201);
  expect(served).toBe(1);
  expect((await remote.json()).data.image).toBeNull();

  // A broken percent-encoded data URL is bad input, not a server error.
  const broken = await request.post("/api/recipes", {
    headers,
    data: { ...RECIPE, image: "data:image/png,%E0%A4%A" },
  });
  expect(broken.status()).toBe(422);
});

test("an avatar claiming 30,000 × 30,000 pixels is refused; a real one is kept", async ({ request }) => {
  const headers = bearer((await registerViaApi(request)).token);
  const refused = await request.post("/api/family-members", {
    headers,
    data: { name: "Kid", age: 6, avatar: dataUrl(HUGE) },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.avatar).toEqual([AVATAR_PIXELS_ERROR]);

  const fine = dataUrl(pngHeader(256, 256));
  const created = await request.post("/api/family-members", {
    headers,
    data: { name: "Kid", age: 6, avatar: fine },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = (await created.json()).data;
  const changed = await request.put(`/api/family-members/${member.id}`, {
    headers,
    data: { name: "Kid", age: 6, avatar: dataUrl(pngHeader(1, 12_001)) },
  });
  expect(changed.status()).toBe(422);
  expect((await changed.json()).errors.avatar).toEqual([AVATAR_PIXELS_ERROR]);
});
