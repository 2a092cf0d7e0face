// Drag and drop in the week view (@dnd-kit/core, pointer and keyboard), loaded when the pointer or the
// focus first enters the table (planner-week.tsx). It draws nothing of the table: the table stays the
// week view's own, and this module lends its cells and meals to dnd-kit (found by their data-cell and
// data-meal-id attributes) and puts each meal's handle button in the place the table keeps for it. So
// loading it redraws nothing under the person's finger or focus (docs/decisions/058).
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type RefObject, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import * as css from "./planner.css";

const INSTRUCTIONS =
  "To move a meal, press space or enter to pick it up, move it with the arrow keys, and press space or enter again to drop it on a day and meal type. Press escape to cancel.";

/** A cell of the table as a drop target. Looked up after every render: a move can redraw the rows. */
function Cell({ id, table }: { id: string; table: RefObject<HTMLElement> }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  useLayoutEffect(() => {
    const node = table.current?.querySelector<HTMLElement>(`td[data-cell="${CSS.escape(id)}"]`) ?? null;
    setNodeRef(node);
    node?.classList.toggle(css.cellOver, isOver);
  });
  return null;
}

/** A meal of the table as a draggable, with its handle button in the meal's handle slot. */
function Meal({ id, title, table }: { id: number; title: string; table: RefObject<HTMLElement> }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id });
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const node = table.current?.querySelector<HTMLElement>(`li[data-meal-id="${id}"]`) ?? null;
    setNodeRef(node);
    const place = node?.querySelector<HTMLElement>("[data-drag-handle]") ?? null;
    if (place !== slot) setSlot(place);
    if (!node) return;
    node.style.transform = transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : "";
    node.classList.toggle(css.dragging, isDragging);
  });
  return slot
    ? createPortal(
        <button type="button" className={css.handle} {...listeners} {...attributes}>
          <span aria-hidden="true">⠿</span>
          <span className={css.visuallyHidden}>Drag {title}</span>
        </button>,
        slot,
      )
    : null;
}

export default function WeekDragAndDrop(props: {
  /** The week table, whose cells and meals are dragged and dropped on. */
  table: RefObject<HTMLElement>;
  cells: string[];
  meals: { id: number; title: string }[];
  /** A meal was dropped on the cell with this id. */
  onMove: (mealId: number, cellId: string) => void;
  onDragging?: (dragging: boolean) => void;
  mealTitle: (mealId: unknown) => string;
  cellName: (cellId: string) => string;
}) {
  const { mealTitle: titleOf, cellName } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  return (
    <DndContext
      sensors={sensors}
      onDragStart={() => props.onDragging?.(true)}
      onDragCancel={() => props.onDragging?.(false)}
      onDragEnd={({ active, over }) => {
        props.onDragging?.(false);
        if (over) props.onMove(Number(active.id), String(over.id));
      }}
      accessibility={{
        screenReaderInstructions: { draggable: INSTRUCTIONS },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} is over ${cellName(String(over.id))}.`
              : `${titleOf(active.id)} is no longer over a cell.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} was dropped on ${cellName(String(over.id))}.`
              : `${titleOf(active.id)} was dropped outside the plan.`,
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      {props.cells.map((id) => (
        <Cell key={id} id={id} table={props.table} />
      ))}
      {props.meals.map((meal) => (
        <Meal key={meal.id} id={meal.id} title={meal.title} table={props.table} />
      ))}
    </DndContext>
  );
}
