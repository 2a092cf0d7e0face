// The inventory calls of the JSON API (/api/inventory), over HTTP against the production build: the
// listed-item shape with its expiry status, the page's filters, validation as JSON, and another
// household's ids answered as not found. Every story makes its own household.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

type Json = Record<string, unknown>;

/** The server's today and a day from it, as the server reads the calendar (the machine's zone). */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
};

async function household(request: APIRequestContext) {
  const account = await registerViaApi(request);
  return { ...account, headers: bearer(account.token) };
}

async function create(request: APIRequestContext, headers: Record<string, string>, data: Json) {
  const response = await request.post("/api/inventory", { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Json & { id: number };
}

test("an item is added, listed with its expiry status, read, replaced and removed", async ({ request }) => {
  const { headers } = await household(request);
  const milk = await create(request, headers, {
    name: "Milk",
    category: "Dairy & Eggs",
    quantity: 1,
    unit: "l",
    location: "Fridge",
    expiryDate: day(2),
    price: 1.29,
    enableLowStockAlert: true,
  });
  expect(milk).toMatchObject({
    name: "Milk",
    category: "Dairy & Eggs",
    quantity: 1,
    unit: "l",
    location: "Fridge",
    purchaseDate: day(0),
    expiryDate: day(2),
    brand: null,
    price: 1.29,
    enableLowStockAlert: true,
    lowStockThreshold: 1,
    notes: null,
    barcode: null,
    expirationDate: day(2),
    expirationStatus: "expiring-soon",
    expirationText: "Expires in 2 days",
    isLowStock: true,
    expiry_date: day(2),
    low_stock_threshold: 1,
  });
  await create(request, headers, {
    name: "Peas",
    category: "Frozen Foods",
    quantity: 2,
    location: "Freezer",
  });
  await create(request, headers, {
    name: "Old bread",
    category: "Bakery",
    quantity: 1,
    expiry_date: day(-1),
  });

  const list = async (query = "") => {
    const response = await request.get(`/api/inventory${query}`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as { success: boolean; data: Json[]; meta: Json };
  };
  const all = await list();
  expect(all.data.map((i) => [i.name, i.expirationStatus])).toEqual([
    ["Old bread", "expired"],
    ["Milk", "expiring-soon"],
    ["Peas", "valid"],
  ]);
  expect(all.meta).toEqual({ total: 3, expiring_soon: 1 });
  expect((await list("?location=refrigerator")).data.map((i) => i.name)).toEqual(["Milk"]);
  expect((await list("?category=frozen%20foods")).data.map((i) => i.name)).toEqual(["Peas"]);
  expect((await list("?expiration=expired")).data.map((i) => i.name)).toEqual(["Old bread"]);

  const one = await request.get(`/api/inventory/${milk.id}`, { headers });
  expect((await one.json()).data).toMatchObject({ id: milk.id, name: "Milk" });

  const put = await request.put(`/api/inventory/${milk.id}`, {
    headers,
    data: { name: "Oat milk", category: "Beverages", quantity: 3, expiryDate: day(10) },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect((await put.json()).data).toMatchObject({
    name: "Oat milk",
    quantity: 3,
    location: null,
    enableLowStockAlert: false,
    expirationStatus: "valid",
    isLowStock: false,
  });

  const removed = await request.delete(`/api/inventory/${milk.id}`, { headers });
  expect(await removed.json()).toEqual({ success: true, message: "Inventory item removed successfully" });
  const gone = await request.get(`/api/inventory/${milk.id}`, { headers });
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toMatchObject({ success: false });
});

test("another household's item is not found, and never listed", async ({ request }) => {
  const a = await household(request);
  const b = await household(request);
  const item = await create(request, a.headers, { name: "Saffron", category: "Spices & Herbs", quantity: 1 });
  for (const response of [
    await request.get(`/api/inventory/${item.id}`, { headers: b.headers }),
    await request.put(`/api/inventory/${item.id}`, {
      headers: b.headers,
      data: { name: "Mine now", category: "Spices & Herbs", quantity: 1 },
    }),
    await request.delete(`/api/inventory/${item.id}`, { headers: b.headers }),
    await request.get("/api/inventory/abc", { headers: b.headers }),
  ]) {
    expect(response.status()).toBe(404);
    expect((await response.json()).success).toBe(false);
  }
  expect((await (await request.get("/api/inventory", { headers: b.headers })).json()).data).toEqual([]);
  const still = await request.get(`/api/inventory/${item.id}`, { headers: a.headers });
  expect((await still.json()).data.name).toBe("Saffron");
});

test("invalid input is a 422 with field errors, at the page form's boundaries; no credentials is a 401", async ({
  request,
}) => {
  const { headers } = await household(request);
  const refused = await request.post("/api/inventory", {
    headers,
    data: { name: "", category: "produce", quantity: -1, price: 1.999, location: "Garage" },
  });
  expect(refused.status()).toBe(422);
  const body = await refused.json();
  expect(body.success).toBe(false);
  expect(body.errors).toMatchObject({
    name: ["The name field is required."],
    category: ["The selected category is invalid."],
    quantity: ["The quantity field must be at least 0."],
    price: ["The price field must be a multiple of 0.01."],
    location: ["The selected location is invalid."],
  });
  await create(request, headers, { name: "Water", category: "Beverages", quantity: 0, price: 0 });

  const anonymous = await request.get("/api/inventory");
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).success).toBe(false);
  const wrongMethod = await request.post("/api/inventory/1", { headers, data: {} });
  expect(wrongMethod.status()).toBe(405);
});

test("a create retried with its Idempotency-Key adds one item; the key with another item is a 422", async ({
  request,
}) => {
  const { headers } = await household(request);
  const key = `inventory-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const body = { name: "Lentils", category: "Pantry Staples", quantity: 2, unit: "kg" };
  const first = await request.post("/api/inventory", {
    headers: { ...headers, "Idempotency-Key": key },
    data: body,
  });
  expect(first.status(), await first.text()).toBe(201);
  const again = await request.post("/api/inventory", {
    headers: { ...headers, "Idempotency-Key": key },
    data: body,
  });
  expect(again.status()).toBe(201);
  expect((await again.json()).data).toEqual((await first.json()).data);
  // The key may come as a field instead of the header.
  const field = await request.post("/api/inventory", { headers, data: { ...body, idempotency_key: key } });
  expect((await field.json()).data.id).toBe((await first.json()).data.id);
  const other = await request.post("/api/inventory", {
    headers: { ...headers, "Idempotency-Key": key },
    data: { ...body, name: "Chickpeas" },
  });
  expect(other.status()).toBe(422);
  expect((await other.json()).success).toBe(false);
  const list = await (await request.get("/api/inventory", { headers })).json();
  expect(list.data.map((i: Json) => i.name)).toEqual(["Lentils"]);
});
