import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Family Meal Planner" },
  { name: "description", content: "Plan your household's meals, recipes, pantry and shopping in one place." },
];

export default function Home() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Family Meal Planner</h1>
      <p>
        Plan your household's meals on a calendar, keep your recipes, pantry and shopping list together, and
        take everyone's diets and allergies into account.
      </p>
    </section>
  );
}
