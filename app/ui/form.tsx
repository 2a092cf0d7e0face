// The form's building blocks moved to the kit (kit/form.tsx); the route files still import them from
// here until the routes move into their area folders.
export * from "./kit/form";
