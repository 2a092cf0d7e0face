// What JS adds to the planner (docs/product.md#principles: all works without it): a background refresh, the
// print button, and removing a meal from a confirmation dialog that hides the meal at once. Without
// JavaScript the same controls are links to the print page and to the remove confirmation page.
import { Link, useFetcher, useNavigation, useRevalidator } from "@remix-run/react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { CsrfField } from "~/ui/kit/csrf-field";
import { useHydrated } from "~/ui/kit/use-hydrated";
import { type FormAnswer, refusal } from "./form-answer";
import * as css from "./planner.css";

// --- recently removed meals (docs/product.md#meal-planner: for 5 minutes a refresh never shows them) ---

const REMOVED_KEY = "mealPlanner.recentlyDeleted";
const REMOVED_TTL_MS = 5 * 60 * 1000;
const listeners = new Set<() => void>();

function readRemoved(): Record<string, number> {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(REMOVED_KEY) ?? "{}") as unknown;
    if (typeof raw !== "object" || raw === null) return {};
    const now = Date.now();
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).filter(
        (e): e is [string, number] => typeof e[1] === "number" && e[1] > now,
      ),
    );
  } catch {
    return {};
  }
}

function writeRemoved(map: Record<string, number>) {
  try {
    window.sessionStorage.setItem(REMOVED_KEY, JSON.stringify(map));
  } catch {
    // Storage may be full or blocked; the meal then only stays hidden until the next refresh.
  }
  for (const listener of listeners) listener();
}

export function rememberRemoved(id: number) {
  writeRemoved({ ...readRemoved(), [String(id)]: Date.now() + REMOVED_TTL_MS });
}

export function forgetRemoved(id: number) {
  const map = readRemoved();
  delete map[String(id)];
  writeRemoved(map);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Entries expire on their own: look again every half minute.
  const timer = window.setInterval(listener, 30_000);
  return () => {
    listeners.delete(listener);
    window.clearInterval(timer);
  };
};
const snapshot = () => Object.keys(readRemoved()).sort().join(",");

/** Ids of meals removed in this tab during the last five minutes (empty on the server). */
export function useRemovedMealIds(): ReadonlySet<number> {
  const ids = useSyncExternalStore(subscribe, snapshot, () => "");
  return useMemo(() => new Set(ids ? ids.split(",").map(Number) : []), [ids]);
}

// --- background refresh -------------------------------------------------------------------------------

const REFRESH_MS = 30_000;

/**
 * Reloads the data every 30 s (docs/product.md#meal-planner) unless the tab is hidden, a dialog or menu is
 * open, a drag is under way or a navigation is running. The scroll position is kept.
 */
export function useBackgroundRefresh(paused: boolean) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const state = useRef({ revalidator, navigation: navigation.state, paused });
  state.current = { revalidator, navigation: navigation.state, paused };
  const scroll = useRef<number | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = state.current;
      if (document.hidden || now.paused || now.navigation !== "idle" || now.revalidator.state !== "idle")
        return;
      if (document.querySelector("dialog[open], details[data-refresh-pause][open]")) return;
      scroll.current = window.scrollY;
      now.revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (revalidator.state === "idle" && scroll.current !== null) {
      const y = scroll.current;
      scroll.current = null;
      if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    }
  }, [revalidator.state]);
}

// --- print ----------------------------------------------------------------------------------------------

/** 'Print Meal Plan': the browser's print dialog with JavaScript, the print page without. */
export function PrintButton({ printHref }: { printHref: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className={css.secondaryButton} onClick={() => window.print()}>
      Print Meal Plan
    </button>
  ) : (
    <a href={printHref} className={css.secondaryButton}>
      Print Meal Plan
    </a>
  );
}

// --- removing a meal ------------------------------------------------------------------------------

export type RemovableMeal = { id: number; title: string; version: number };

const RemoveContext = createContext<((meal: RemovableMeal) => void) | null>(null);

/** The Remove control of a meal: a dialog with JavaScript, the confirmation page without. */
export function RemoveMealControl({ meal, className }: { meal: RemovableMeal; className?: string }) {
  const ask = useContext(RemoveContext);
  const hydrated = useHydrated();
  const label = (
    <>
      Remove<span className={css.visuallyHidden}> {meal.title}</span>
    </>
  );
  if (!hydrated || !ask)
    return (
      <Link to={`/meal-planner/meals/${meal.id}/remove`} className={className}>
        {label}
      </Link>
    );
  return (
    <button type="button" className={className} onClick={() => ask(meal)}>
      {label}
    </button>
  );
}

/**
 * Provides the remove dialog to the meals inside. On confirm the meal is hidden at once and remembered
 * as removed; if the server refuses (a conflict, a meal already gone), it shows again with the reason.
 */
export function RemoveMealProvider({ children }: { children: ReactNode }) {
  const fetcher = useFetcher<FormAnswer>({ key: "planner-remove" });
  const dialog = useRef<HTMLDialogElement>(null);
  const [meal, setMeal] = useState<RemovableMeal | null>(null);
  const [pending, setPending] = useState<RemovableMeal | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string; conflict: boolean } | null>(null);

  const ask = useCallback((m: RemovableMeal) => {
    setMeal(m);
    setFailure(null);
    requestAnimationFrame(() => dialog.current?.showModal());
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !pending || !fetcher.data) return;
    const refused = refusal(fetcher.data);
    if (refused) {
      forgetRemoved(pending.id);
      setFailure({
        title: pending.title,
        message: refused.text || "Failed to delete meal plan",
        conflict: refused.conflict,
      });
    }
    setPending(null);
  }, [fetcher.state, fetcher.data, pending]);

  return (
    <RemoveContext.Provider value={ask}>
      {failure ? (
        <div role="alert" className={css.errorNotice}>
          <p className={css.errorText}>
            Could not remove “{failure.title}”: {failure.message}
          </p>
          {failure.conflict ? (
            <p className={css.muted}>
              <a href={typeof window === "undefined" ? "" : window.location.href}>Reload</a>
            </p>
          ) : null}
        </div>
      ) : null}
      {children}
      <dialog ref={dialog} className={css.dialog} aria-labelledby="remove-meal-title">
        {meal ? (
          <fetcher.Form
            method="post"
            action={`/meal-planner/meals/${meal.id}/remove`}
            className={css.form}
            onSubmit={() => {
              rememberRemoved(meal.id);
              setPending(meal);
              dialog.current?.close();
            }}
          >
            <h2 id="remove-meal-title" className={css.subtitle}>
              Remove {meal.title}?
            </h2>
            <p className={css.muted}>The meal is taken off the plan. Its history stays in the meal log.</p>
            <CsrfField />
            <input type="hidden" name="version" value={meal.version} />
            <input type="hidden" name="_response" value="json" />
            <div className={css.actions}>
              <button type="submit" className={css.dangerButton}>
                Remove
              </button>
              <button type="button" className={css.secondaryButton} onClick={() => dialog.current?.close()}>
                Cancel
              </button>
            </div>
          </fetcher.Form>
        ) : null}
      </dialog>
    </RemoveContext.Provider>
  );
}
