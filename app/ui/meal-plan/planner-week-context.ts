// What the lazily loaded drag and drop module (planner-week-dnd.tsx) lends the week table: a cell
// that accepts meals and a meal with a drag handle. Absent until that module has loaded.
import { createContext, type ReactNode } from "react";

export type WeekDndParts = {
  Cell: (props: { id: string; children: ReactNode }) => ReactNode;
  Meal: (props: { id: number; title: string; pending: boolean; children: ReactNode }) => ReactNode;
};

export const WeekDnd = createContext<WeekDndParts | null>(null);
