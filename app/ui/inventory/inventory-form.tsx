// The Add/Edit Item form (docs/product.md#inventory). A plain post that works without JavaScript; with it,
// the form opens in a dialog over the list (inventory-dialogs.tsx, ADR 013), the low-stock threshold shows
// only while the alert is ticked, and a camera scan fills the barcode where the browser has a
// BarcodeDetector (never a made-up number). Add carries an idempotency key written when it is rendered.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  INVENTORY_CATEGORIES,
  INVENTORY_LIMITS,
  INVENTORY_LOCATIONS,
  INVENTORY_UNITS,
  LOW_STOCK_THRESHOLD_DEFAULT,
} from "~/domain/inventory/constants";
import type { InventoryItemInput } from "~/domain/inventory/schemas";
import { CsrfField } from "~/ui/kit/csrf-field";
import { ControlField, type FormConstraint, FormErrors } from "~/ui/kit/form";
import type { DialogHost } from "~/ui/kit/route-dialog";
import { useHydrated } from "~/ui/kit/use-hydrated";
import * as css from "./inventory.css";

/** The form's starting values, as text (what a form posts). */
export type InventoryFormDefaults = {
  name: string;
  category: string;
  quantity: string;
  unit: string;
  location: string;
  purchaseDate: string;
  expiryDate: string;
  brand: string;
  price: string;
  enableLowStockAlert: boolean;
  lowStockThreshold: string;
  notes: string;
  barcode: string;
};

export const newItemDefaults = (today: string): InventoryFormDefaults => ({
  name: "",
  category: "",
  quantity: "1",
  unit: "",
  location: "",
  purchaseDate: today,
  expiryDate: "",
  brand: "",
  price: "",
  enableLowStockAlert: false,
  lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT),
  notes: "",
  barcode: "",
});

type Fields = Omit<InventoryFormDefaults, "enableLowStockAlert"> & { enableLowStockAlert?: string };

/** What the add and edit actions answer when they refuse a form. */
export type InventoryFormAnswer = { result: SubmissionResult<string[]> };

export function InventoryForm(props: {
  /** The form's native constraints, from the page's loader (ADR 035). */
  constraint: FormConstraint;
  id: string;
  action: string;
  submitLabel: string;
  busyLabel: string;
  defaults: InventoryFormDefaults;
  lastResult?: SubmissionResult<string[]>;
  /** Add only: one key per rendered form, so sending it twice adds one item. */
  idempotencyKey?: string;
  /** Set when the form is shown in a dialog over the list (JavaScript only). */
  host?: DialogHost<InventoryFormAnswer>;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { defaults, host } = props;
  const [form, fields] = useForm<Fields, InventoryItemInput>({
    id: props.id,
    lastResult: host ? host.answer?.result : props.lastResult,
    defaultValue: { ...defaults, enableLowStockAlert: defaults.enableLowStockAlert ? "on" : undefined },
    constraint: props.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [alertOn, setAlertOn] = useState(defaults.enableLowStockAlert);
  const busy = host ? host.busy : navigation.state !== "idle" && navigation.formAction === props.action;
  const FormElement = host ? host.Form : Form;
  const text = (field: (typeof fields)[keyof typeof fields]) => ({
    className: css.formStyles.input,
    ...getInputProps(field, { type: "text" }),
  });

  return (
    <FormElement method="post" action={props.action} {...getFormProps(form)} className={css.form}>
      <CsrfField />
      {props.idempotencyKey ? (
        <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <ControlField id={fields.name.id} name={fields.name.name} label="Name" errors={fields.name.errors}>
        {(control) => (
          <input
            {...text(fields.name)}
            {...control}
            maxLength={INVENTORY_LIMITS.nameMax}
            autoComplete="off"
          />
        )}
      </ControlField>
      <div className={css.twoColumns}>
        <ControlField
          id={fields.category.id}
          name={fields.category.name}
          label="Category"
          errors={fields.category.errors}
        >
          {(control) => (
            <select className={css.formStyles.input} {...getSelectProps(fields.category)} {...control}>
              <option value="">Select a category</option>
              {INVENTORY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </ControlField>
        <ControlField
          id={fields.location.id}
          name={fields.location.name}
          label="Location"
          errors={fields.location.errors}
        >
          {(control) => (
            <select className={css.formStyles.input} {...getSelectProps(fields.location)} {...control}>
              <option value="">Select a location</option>
              {INVENTORY_LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          )}
        </ControlField>
      </div>
      <div className={css.twoColumns}>
        <ControlField
          id={fields.quantity.id}
          name={fields.quantity.name}
          label="Quantity"
          errors={fields.quantity.errors}
        >
          {(control) => (
            <input
              className={css.formStyles.input}
              {...getInputProps(fields.quantity, { type: "number" })}
              {...control}
              min={0}
              step="any"
              inputMode="decimal"
            />
          )}
        </ControlField>
        <ControlField id={fields.unit.id} name={fields.unit.name} label="Unit" errors={fields.unit.errors}>
          {(control) => (
            <select className={css.formStyles.input} {...getSelectProps(fields.unit)} {...control}>
              <option value="">No unit</option>
              {INVENTORY_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          )}
        </ControlField>
      </div>
      <div className={css.twoColumns}>
        <ControlField
          id={fields.purchaseDate.id}
          name={fields.purchaseDate.name}
          label="Purchase date"
          errors={fields.purchaseDate.errors}
        >
          {(control) => (
            <input
              className={css.formStyles.input}
              {...getInputProps(fields.purchaseDate, { type: "date" })}
              {...control}
            />
          )}
        </ControlField>
        <ControlField
          id={fields.expiryDate.id}
          name={fields.expiryDate.name}
          label="Expiry date"
          errors={fields.expiryDate.errors}
        >
          {(control) => (
            <input
              className={css.formStyles.input}
              {...getInputProps(fields.expiryDate, { type: "date" })}
              {...control}
            />
          )}
        </ControlField>
      </div>
      <div className={css.twoColumns}>
        <ControlField
          id={fields.brand.id}
          name={fields.brand.name}
          label="Brand"
          errors={fields.brand.errors}
        >
          {(control) => <input {...text(fields.brand)} {...control} maxLength={INVENTORY_LIMITS.brandMax} />}
        </ControlField>
        <ControlField
          id={fields.price.id}
          name={fields.price.name}
          label="Price"
          errors={fields.price.errors}
        >
          {(control) => (
            <input
              className={css.formStyles.input}
              {...getInputProps(fields.price, { type: "number" })}
              {...control}
              min={0}
              step={0.01}
              inputMode="decimal"
            />
          )}
        </ControlField>
      </div>
      <div className={css.formStyles.checkRow}>
        <input
          {...getInputProps(fields.enableLowStockAlert, { type: "checkbox" })}
          onChange={(event) => setAlertOn(event.currentTarget.checked)}
        />
        <label htmlFor={fields.enableLowStockAlert.id}>Low-stock alert</label>
      </div>
      {/* A plain wrapper carries `hidden`: the field's own grid display would override it. */}
      <div hidden={hydrated && !alertOn}>
        <ControlField
          id={fields.lowStockThreshold.id}
          name={fields.lowStockThreshold.name}
          label="Low-stock threshold"
          hint="The item shows as low on stock at or under this quantity."
          errors={fields.lowStockThreshold.errors}
        >
          {(control) => (
            <input
              className={css.formStyles.input}
              {...getInputProps(fields.lowStockThreshold, { type: "number" })}
              {...control}
              min={0}
              step="any"
              inputMode="decimal"
            />
          )}
        </ControlField>
      </div>
      <ControlField id={fields.notes.id} name={fields.notes.name} label="Notes" errors={fields.notes.errors}>
        {(control) => (
          <textarea
            className={css.formStyles.input}
            {...getTextareaProps(fields.notes)}
            {...control}
            rows={3}
            maxLength={INVENTORY_LIMITS.notesMax}
          />
        )}
      </ControlField>
      <ControlField
        id={fields.barcode.id}
        name={fields.barcode.name}
        label="Barcode"
        errors={fields.barcode.errors}
      >
        {(control) => (
          <div className={css.scanRow}>
            <input
              {...text(fields.barcode)}
              {...control}
              maxLength={INVENTORY_LIMITS.barcodeMax}
              inputMode="numeric"
              autoComplete="off"
            />
            {hydrated ? <BarcodeScan inputId={fields.barcode.id} /> : null}
          </div>
        )}
      </ControlField>
      <div className={css.toolbar}>
        <button type="submit" className={css.primaryButton} disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </button>
        {host ? (
          <button type="button" className={css.secondaryButton} onClick={host.close}>
            Cancel
          </button>
        ) : (
          <Link to="/inventory" className={css.secondaryButton}>
            Cancel
          </Link>
        )}
      </div>
    </FormElement>
  );
}

// The browser's barcode reader (Shape Detection API), where it exists; typed here because the DOM
// library does not describe it yet.
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;
const detectorClass = (): DetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** 'Scan' opens the camera and fills the barcode field with the first code it reads. */
function BarcodeScan({ inputId }: { inputId: string }) {
  const [available, setAvailable] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => setAvailable(Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia)), []);
  useEffect(() => {
    const Reader = detectorClass();
    if (!scanning || !Reader) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    const detector = new Reader();
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue) {
          const input = document.getElementById(inputId) as HTMLInputElement | null;
          if (input) {
            input.value = code.rawValue;
            input.dispatchEvent(new Event("input", { bubbles: true }));
          }
          setScanning(false);
          return;
        }
      } catch {
        // A frame that is not ready yet: look again.
      }
      requestAnimationFrame(look);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then((media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        void video.current.play().then(look);
      })
      .catch(() => {
        setProblem("The camera could not be opened. Type the barcode instead.");
        setScanning(false);
      });
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, inputId]);
  if (!available) return null;
  return (
    <>
      <button type="button" className={css.secondaryButton} onClick={() => setScanning((on) => !on)}>
        {scanning ? "Stop scanning" : "Scan barcode"}
      </button>
      {scanning ? <video ref={video} className={css.video} muted playsInline aria-label="Camera" /> : null}
      {problem ? <p className={css.muted}>{problem}</p> : null}
    </>
  );
}
