// Drag and drop in the week view (@dnd-kit/core, pointer and keyboard), loaded only after the page
// has hydrated (planner-week.tsx). A meal is picked up by its handle and dropped on a day and meal
// type; the week view decides what a drop means and posts the move.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { ReactNode } from "react";
import * as css from "./planner.css";
import { WeekDnd, type WeekDndParts } from "./planner-week-context";

const INSTRUCTIONS =
  "To move a meal, press space or enter to pick it up, move it with the arrow keys, and press space or enter again to drop it on a day and meal type. Press escape to cancel.";

function Cell({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <td ref={setNodeRef} className={`${css.cell} ${isOver ? css.cellOver : ""}`} data-cell={id}>
      {children}
    </td>
  );
}

function Meal(props: { id: number; title: string; pending: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: props.id });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`${css.cellMeal} ${isDragging ? css.dragging : ""} ${props.pending ? css.pending : ""}`}
      data-meal-id={props.id}
    >
      <button type="button" className={css.handle} data-print="hide" {...listeners} {...attributes}>
        <span aria-hidden="true">⠿</span>
        <span className={css.visuallyHidden}>Drag {props.title}</span>
      </button>
      {props.children}
    </li>
  );
}

const PARTS: WeekDndParts = { Cell, Meal };

export default function WeekDragAndDrop(props: {
  children: ReactNode;
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
      <WeekDnd.Provider value={PARTS}>{props.children}</WeekDnd.Provider>
    </DndContext>
  );
}
