// The loop's small forms (docs/decisions/039-pantry-loop.md): each a real POST that works without
// JavaScript and answers with a redirect and a flash message. Pages place them; the routes under
// app/routes/pantry/ answer them.
import { Form, Link } from "@remix-run/react";
import * as buttons from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import * as page from "~/ui/kit/page.css";
import * as css from "./pantry.css";

/** A recipe ingredient's 'add to shopping list' (by position), scaled to the servings the page shows. */
export function AddIngredientToList(props: {
  recipeId: number;
  position: number;
  servings?: number;
  name: string;
}) {
  return (
    <Form method="post" action={`/recipes/${props.recipeId}/shopping-list`} className={css.inlineForm}>
      <CsrfField />
      <input type="hidden" name="position" value={props.position} />
      {props.servings ? <input type="hidden" name="servings" value={props.servings} /> : null}
      <button
        type="submit"
        className={`${buttons.compactSecondaryButton} ${css.addIngredientButton}`}
        aria-label={`Add to shopping list: ${props.name}`}
        title="Add to shopping list"
      />
    </Form>
  );
}

/** The recipe's whole ingredient list onto the shopping list. */
export function AddAllToList(props: { recipeId: number; servings?: number }) {
  return (
    <Form method="post" action={`/recipes/${props.recipeId}/shopping-list`}>
      <CsrfField />
      {props.servings ? <input type="hidden" name="servings" value={props.servings} /> : null}
      <button type="submit" className={buttons.secondaryButton}>
        Add all to shopping list
      </button>
    </Form>
  );
}

/** 'Purchased → pantry' for one shopping item (the shopping list places it beside each open item). */
export function PurchasedToPantry(props: { itemId: number; name: string; returnTo?: string }) {
  return (
    <Form method="post" action={`/shopping-list/items/${props.itemId}/to-pantry`} className={css.inlineForm}>
      <CsrfField />
      {props.returnTo ? <input type="hidden" name="return_to" value={props.returnTo} /> : null}
      <button
        type="submit"
        className={buttons.compactSecondaryButton}
        aria-label={`Purchased → pantry: ${props.name}`}
      >
        Purchased → pantry
      </button>
    </Form>
  );
}

/** Undo of the newest pantry change, drawn for that change. */
export function UndoPantryChange(props: { batch: string; summary: string; returnTo: string }) {
  return (
    <Form method="post" action="/pantry/undo" className={page.toolbar}>
      <CsrfField />
      <input type="hidden" name="batch" value={props.batch} />
      <input type="hidden" name="return_to" value={props.returnTo} />
      <span className={page.muted}>{props.summary}.</span>
      <button type="submit" className={buttons.compactSecondaryButton}>
        Undo
      </button>
    </Form>
  );
}

/**
 * The planner's 'Add to list' on one day (day and week views): posts the day; its meals' ingredients,
 * minus the pantry, go onto the current list and the browser goes to the list (ADR 039). The button's
 * name says which day; on screen the day's heading beside it does.
 */
export function AddDayToList(props: { date: string; dayName: string; text?: string }) {
  return (
    <Form method="post" action="/meal-planner/shopping-list/day" className={css.dayForm} data-print="hide">
      <CsrfField />
      <input type="hidden" name="date" value={props.date} />
      {/* The name starts with the words on screen (what a voice user says), then names the day. */}
      <button
        type="submit"
        className={css.dayButton}
        aria-label={`${props.text ?? "Add to list"}: the meals of ${props.dayName}`}
      >
        {props.text ?? "Add to list"}
      </button>
    </Form>
  );
}

/**
 * The planner's 'Generate Shopping List' and 'Add to Shopping List' for the range it shows: both open the
 * generate page for that range (adding a range's needs and generating them are one operation, ADR 039).
 */
export function PlannerShoppingLinks(props: { from: string; to: string; className: string }) {
  const href = `/meal-planner/shopping-list?start=${props.from}&end=${props.to}`;
  return (
    <>
      <Link to={href} className={props.className}>
        Generate Shopping List
      </Link>
      <Link to={`${href}#generated-title`} className={props.className}>
        Add to Shopping List
      </Link>
    </>
  );
}
