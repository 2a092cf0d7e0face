import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { name: user.name };
}

export default function Dashboard() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>Welcome, {name}.</p>
    </section>
  );
}
