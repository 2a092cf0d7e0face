// An inventory item as the JSON API answers it (the shape of `InventoryItemJson` in ./schemas): the
// spec's camelCase names, with the snake_case names beside them as every answer of this API carries.
import type { ListedItem } from "./inventory.server";

export function inventoryItemJson(item: ListedItem) {
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    quantity: item.quantity,
    unit: item.unit,
    location: item.location,
    purchaseDate: item.purchaseDate,
    expiryDate: item.expiryDate,
    brand: item.brand,
    price: item.price,
    enableLowStockAlert: item.enableLowStockAlert,
    lowStockThreshold: item.lowStockThreshold,
    notes: item.notes,
    barcode: item.barcode,
    expirationDate: item.expirationDate,
    expirationStatus: item.expirationStatus,
    expirationText: item.expirationText,
    isLowStock: item.isLowStock,
    purchase_date: item.purchaseDate,
    expiry_date: item.expiryDate,
    enable_low_stock_alert: item.enableLowStockAlert,
    low_stock_threshold: item.lowStockThreshold,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}
