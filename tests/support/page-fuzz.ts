// The page forms' side of the fuzzer (docs/decisions/065-schema-driven-fuzzing.md): every page of the
// member, the admin (their own targets only) and the signed-out visitor is fetched with a cookie session,
// its forms are read from the HTML (inputs, selects, text areas, the submit buttons' intents, fields
// placed outside the form by `form="…"`), and each form is posted with its CSRF token, its rendered
// values as the base and one or two fields made hostile (the API fuzzer's odd text, dates, numbers,
// lengths; a missing, repeated or extra field). Every answer must be below 500; /healthz is watched as
// for the API.
import fc from "fast-check";
import {
  EXTREME_DATES,
  encodeComponent,
  type FuzzReport,
  NAMED_DATES,
  ODD_STRINGS,
  PASSWORD,
  type Problem,
  suffix,
  type World,
  watchHealth,
} from "./fuzz";

// ---------------------------------------------------------------------------------------------------
// A browser without a browser: cookies and redirects by hand

export class Session {
  private cookies = new Map<string, string>();
  requests = 0;
  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    this.requests++;
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\b|^\s*expires=thu, 01 jan 1970/i.test(a));
      if (gone || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Signs in through the login form, as a browser without JavaScript would. */
  async signIn(account: { email: string; password: string }): Promise<void> {
    const page = await (await this.fetch("/login")).text();
    const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page)?.[1] ?? "";
    const response = await this.fetch("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: csrf, email: account.email, password: account.password }).toString(),
    });
    await response.arrayBuffer();
    if (response.status !== 302) throw new Error(`page fuzz: signing in answered ${response.status}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Forms as the HTML has them

export type Control = { name: string; value: string; kind: string };
export type PageForm = {
  /** The page the form was found on. */
  page: string;
  /** Where it posts: a path with its query. */
  action: string;
  multipart: boolean;
  controls: Control[];
  /** The submit button's name and value (`intent`), when it has one. */
  submit?: [string, string];
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = (m[1] as string).toLowerCase();
    if (!(name in out)) out[name] = decode(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

/** The post forms of a page, each with its controls (inside it, or outside with form="its id"). */
export function formsOf(html: string, page: string): PageForm[] {
  type Found = {
    start: number;
    end: number;
    attrs: Record<string, string>;
    controls: Control[];
    submits: [string, string][];
  };
  const forms: Found[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>/gi)) {
    const start = m.index ?? 0;
    const end = html.indexOf("</form>", start);
    forms.push({
      start,
      end: end < 0 ? html.length : end,
      attrs: attributes(m[1] ?? ""),
      controls: [],
      submits: [],
    });
  }
  const owner = (offset: number, attrs: Record<string, string>) =>
    attrs.form !== undefined
      ? forms.find((f) => f.attrs.id === attrs.form)
      : forms.find((f) => f.start < offset && offset < f.end);
  for (const m of html.matchAll(/<(input|select|textarea|button)\b([^>]*)>/gi)) {
    const tag = (m[1] as string).toLowerCase();
    const attrs = attributes(m[2] ?? "");
    const form = owner(m.index ?? 0, attrs);
    if (!form || attrs.disabled !== undefined) continue;
    const name = attrs.name;
    if (tag === "button") {
      if ((attrs.type ?? "submit") === "submit" && name) form.submits.push([name, attrs.value ?? ""]);
      continue;
    }
    if (!name) continue;
    const type = (attrs.type ?? (tag === "input" ? "text" : tag)).toLowerCase();
    if (tag === "input" && ["submit", "image", "button", "reset"].includes(type)) {
      if (type === "submit") form.submits.push([name, attrs.value ?? ""]);
      continue;
    }
    if (type === "checkbox" && attrs.checked === undefined) continue; // an unchecked box is not sent
    if (type === "radio") {
      // A radio group sends its checked choice; without one, the fuzzer's base takes the first.
      const index = form.controls.findIndex((c) => c.name === name);
      const control = { name, value: attrs.value ?? "on", kind: "radio" };
      if (attrs.checked !== undefined) {
        if (index >= 0) form.controls.splice(index, 1, control);
        else form.controls.push(control);
      } else if (index < 0) form.controls.push(control);
      continue;
    }
    let value = attrs.value ?? "";
    if (tag === "textarea") {
      const close = html.indexOf("</textarea>", m.index ?? 0);
      value = decode(html.slice((m.index ?? 0) + m[0].length, close < 0 ? undefined : close));
    } else if (tag === "select") {
      const close = html.indexOf("</select>", m.index ?? 0);
      const options = [
        ...html.slice(m.index ?? 0, close < 0 ? undefined : close).matchAll(/<option\b([^>]*)>([^<]*)/gi),
      ];
      const chosen =
        options.find((o) => /\bselected\b/i.test(o[1] ?? "")) ??
        options.find((o) => attributes(o[1] ?? "").value !== "") ??
        options[0];
      const optionAttrs = attributes(chosen?.[1] ?? "");
      value = optionAttrs.value ?? decode((chosen?.[2] ?? "").trim());
    }
    form.controls.push({ name, value, kind: type });
  }
  return forms
    .filter((f) => (f.attrs.method ?? "get").toLowerCase() === "post")
    .flatMap((f) => {
      const action = new URL(f.attrs.action || page, `http://page${page}`);
      const base: Omit<PageForm, "submit"> = {
        page,
        action: `${action.pathname}${action.search}`,
        multipart: /multipart\/form-data/i.test(f.attrs.enctype ?? ""),
        controls: f.controls,
      };
      // Each intent of a form is its own submission.
      const intents = [
        ...new Map(f.submits.map(([n, v]) => [`${n}=${v}`, [n, v] as [string, string]])).values(),
      ];
      return intents.length ? intents.map((submit) => ({ ...base, submit })) : [base];
    });
}

/** One form per place it posts to, intent and set of field names (a list's rows render the same form). */
export const formKey = (form: PageForm) =>
  `${form.action.replace(/\d+/g, "N").replace(/\?.*$/, "")} ${form.submit?.join("=") ?? ""} ${form.controls
    .map((c) => c.name)
    .filter((n) => n !== "_csrf")
    .sort()
    .join(",")}`;

// ---------------------------------------------------------------------------------------------------
// Values and cases

/** Hostile text for a control, by its kind and name. */
function hostileText(control: Control): fc.Arbitrary<string> {
  const pools: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "0",
        "-1",
        "1e308",
        "0x10",
        "1e3",
        " 5 ",
        "NaN",
        "[]",
        "{}",
        "true",
        "null",
        "9".repeat(400),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  ];
  if (/date/.test(control.kind) || /date|day|start|end/i.test(control.name))
    pools.push({ weight: 5, arbitrary: fc.constantFrom(...EXTREME_DATES) });
  if (control.kind === "time" || /time/i.test(control.name))
    pools.push({
      weight: 3,
      arbitrary: fc.constantFrom("24:00", "23:60", "12:00 pm", "-1:00", "noon", "99:99"),
    });
  if (
    control.kind === "number" ||
    /quantity|servings|age|price|budget|minutes|size|rating|version|id$/i.test(control.name)
  )
    pools.push({
      weight: 4,
      arbitrary: fc.constantFrom(
        "-1",
        "0",
        "1.5",
        "1e308",
        "-0",
        "0x10",
        "1e3",
        " 5 ",
        "NaN",
        "Infinity",
        "2147483648",
        "9007199254740993",
      ),
    });
  return fc.oneof(...pools);
}

type Entry = [string, string | Blob];
export type FormCase = { entries: Entry[]; what: string };

function baseEntries(form: PageForm): Entry[] {
  const entries: Entry[] = [];
  for (const c of form.controls) {
    let value: string | Blob = c.value;
    if (c.kind === "file")
      value = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])], { type: "image/png" });
    else if (/idempotency/i.test(c.name)) value = `fuzz-${suffix()}`;
    else if (value === "" && c.kind === "email") value = `fuzz-${suffix()}@fuzz.test`;
    else if (value === "" && c.kind === "password") value = PASSWORD;
    else if (value === "" && c.kind === "date") value = "2025-03-04";
    else if (value === "" && c.kind === "time") value = "18:30";
    else if (value === "" && c.kind === "number") value = "1";
    else if (value === "" && (c.kind === "text" || c.kind === "textarea" || c.kind === "search"))
      value = "Fuzz";
    entries.push([c.name, value]);
  }
  if (form.submit) entries.push(form.submit);
  return entries;
}

/** Each field once with a drawn value (date fields with the named dates too), then `runs` drawn cases. */
export function formCases(
  form: PageForm,
  { seed, runs, perField = true }: { seed: number; runs: number; perField?: boolean },
): FormCase[] {
  const names = [...new Set(form.controls.map((c) => c.name))].filter((n) => n !== "_csrf");
  const controlOf = (name: string) => form.controls.find((c) => c.name === name) as Control;
  const set = (entries: Entry[], name: string, value: string): Entry[] => {
    const out = entries.filter(([n]) => n !== name);
    out.push([name, value]);
    return out;
  };
  const cases: FormCase[] = perField ? [] : [{ entries: baseEntries(form), what: "as rendered" }];
  if (perField)
    names.forEach((name, i) => {
      const [value] = fc.sample(hostileText(controlOf(name)), { seed: (seed + i) | 0, numRuns: 1 });
      cases.push({
        entries: set(baseEntries(form), name, value as string),
        what: `${name} = ${JSON.stringify(value).slice(0, 60)}`,
      });
      const control = controlOf(name);
      if (control.kind === "date" || /date/i.test(name))
        for (const date of NAMED_DATES)
          cases.push({ entries: set(baseEntries(form), name, date), what: `${name} = "${date}"` });
    });
  if (runs > 0) {
    const drawn = fc.oneof(
      ...(names.length
        ? [
            fc
              .constantFrom(...names)
              .chain((name) => hostileText(controlOf(name)).map((value) => ({ name, value })))
              .map(({ name, value }) => ({
                entries: set(baseEntries(form), name, value),
                what: `${name} = ${JSON.stringify(value).slice(0, 60)}`,
              })),
            fc.constantFrom(...names).map((name) => ({
              entries: baseEntries(form).filter(([n]) => n !== name),
              what: `${name} left out`,
            })),
            fc.constantFrom(...names).map((name) => ({
              entries: [...baseEntries(form), [name, "second"] as Entry],
              what: `${name} sent twice`,
            })),
          ]
        : []),
      fc
        .constantFrom("__proto__", "constructor", "household_id", "user_id", "role", "intent", "x")
        .map((name) => ({
          entries: [...baseEntries(form), [name, "1"] as Entry],
          what: `extra field ${name}`,
        })),
    );
    cases.push(...fc.sample(drawn, { seed, numRuns: runs }));
  }
  return cases;
}

/** The body of a case: urlencoded by hand (a lone surrogate as its bytes), or multipart. */
function bodyOf(
  form: PageForm,
  entries: Entry[],
  csrf: string,
): { body: string | FormData; headers: Record<string, string> } {
  const all: Entry[] = [["_csrf", csrf], ...entries.filter(([n]) => n !== "_csrf")];
  if (form.multipart) {
    const data = new FormData();
    for (const [name, value] of all)
      data.append(name, value instanceof Blob ? new File([value], "fuzz.png", { type: value.type }) : value);
    return { body: data, headers: {} };
  }
  return {
    body: all
      .filter((e): e is [string, string] => typeof e[1] === "string")
      .map(([n, v]) => `${encodeComponent(n)}=${encodeComponent(v)}`)
      .join("&"),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  };
}

// ---------------------------------------------------------------------------------------------------
// The run

/** Who visits which pages: the member's own things, the admin's own targets, the signed-out pages. */
export function pagesOf(world: World, tag: string) {
  const a = world.a;
  return {
    member: [
      "/",
      "/recipes",
      "/recipes/new",
      "/recipes/import",
      `/recipes/${a.recipe}`,
      `/recipes/${a.recipe}/edit`,
      `/recipes/${a.recipe}/delete`,
      "/meal-planner",
      "/meal-planner?view=week&date=2025-03-04",
      "/meal-planner?view=day&date=2025-03-04",
      "/meal-planner/new?date=2025-03-10",
      `/meal-planner/meals/${a.meal}`,
      `/meal-planner/meals/${a.meal}/edit`,
      `/meal-planner/meals/${a.meal}/leftovers`,
      `/meal-planner/meals/${a.meal}/move`,
      `/meal-planner/meals/${a.meal}/remove`,
      "/meal-planner/calendar-feed",
      "/meal-planner/shopping-list?start_date=2025-03-01&end_date=2025-03-07",
      "/nutrition-analysis?goals=1",
      "/inventory",
      "/inventory/new",
      `/inventory/${a.inventory}/edit`,
      `/inventory/${a.inventory}/remove`,
      "/shopping-list",
      "/shopping-list/items/new",
      `/shopping-list/items/${a.item}/edit`,
      `/shopping-list/items/${a.item}/remove`,
      "/shopping-list/lists",
      `/shopping-list/lists/${a.list}/edit`,
      // Only the fuzzer's own shared recipes: the community's cards carry other stories' recipes too.
      `/community?search=${encodeURIComponent(tag)}`,
      "/ai-meal-planner",
      "/family",
      "/family/members/new",
      `/family/members/${a.member}/edit`,
      `/family/members/${a.member}/remove`,
      "/family/people",
      "/family/settings",
      "/settings/account",
      "/settings/advanced",
      "/settings/ai-planning",
      "/settings/preferences",
      "/settings/subscription",
    ],
    admin: [
      "/admin/users/new",
      `/admin/users/${world.adminUser.id}/edit`,
      `/admin/users/${world.adminUser.id}/delete`,
      "/admin/features/new",
      `/admin/features/${world.adminFlag.id}/edit`,
      `/admin/features/${world.adminFlag.id}/delete`,
    ],
    anonymous: [
      "/login",
      "/register",
      "/invite/fuzz-no-such-invitation",
      "/reset-password/fuzz-no-such-token",
    ],
  };
}

export type PageFuzzReport = FuzzReport & {
  forms: string[];
  actions: Set<string>;
  /** Page actions no fetched page had a form for: posted a form of plausible fields instead. */
  unreached: string[];
};

/** Fetches every page, reads its forms and posts each one's cases; answers must be below 500. */
export async function fuzzPages(options: {
  world: World;
  seed: number;
  runs: number;
  /** A word the fuzzer's shared recipes hold, so the community page lists only them. */
  tag: string;
  log?: (line: string) => void;
  /** Every page route with an action, as the URL map writes it ("recipes/:id/edit"). */
  actionRoutes?: string[];
}): Promise<PageFuzzReport> {
  const { world, seed, runs } = options;
  const started = performance.now();
  const report: PageFuzzReport = {
    requests: 0,
    operations: 0,
    byStatus: {},
    problems: [],
    serverErrors: [],
    healthz: { checks: 0, slowest: 0, failures: [] },
    ms: 0,
    requestMs: 0,
    snapshotMs: 0,
    snapshots: 0,
    forms: [],
    actions: new Set(),
    unreached: [],
  };
  let inFlight = "";
  const health = watchHealth(world.base, () => inFlight);
  const pages = pagesOf(world, options.tag);
  const sessions = {
    member: new Session(world.base),
    admin: new Session(world.base),
    anonymous: new Session(world.base),
  };
  const accounts = { member: world.a, admin: world.admin, anonymous: undefined };
  await sessions.member.signIn(world.a);
  await sessions.admin.signIn(world.admin);
  const seen = new Set<string>();
  const shapes = new Set<string>();
  const problem = (p: Problem) => {
    report.problems.push(p);
    options.log?.(`${p.kind} ${p.status ?? ""} ${p.request}\n  → ${p.answer.slice(0, 200)}`);
    return p;
  };
  const post = async (who: keyof typeof sessions, form: PageForm, cases: FormCase[], html: string) => {
    const session = sessions[who];
    const tokenOf = (page: string) => /<meta name="csrf-token" content="([^"]+)"/.exec(page)?.[1] ?? "";
    let csrf = tokenOf(html);
    for (const c of cases) {
      const { body, headers } = bodyOf(form, c.entries, csrf);
      const request = `${who} POST ${form.action} (${form.submit?.join("=") ?? "form"} on ${form.page})   ⟵ ${c.what}`;
      inFlight = request;
      const t = performance.now();
      let status = 0;
      let text = "";
      try {
        const answer = await session.fetch(form.action, { method: "POST", headers, body });
        status = answer.status;
        text = await answer.text();
      } catch (error) {
        text = `${(error as Error).name}: ${(error as Error).message}`;
      }
      inFlight = "";
      report.requestMs += performance.now() - t;
      report.requests++;
      report.actions.add(form.action.replace(/\?.*$/, ""));
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (status === 0 || status >= 500) {
        const id = /request id[^a-z0-9]*([0-9a-f-]{36})/i.exec(text)?.[1];
        report.serverErrors.push(
          problem({
            kind: status ? "5xx" : "no answer",
            operation: `POST ${form.action}`,
            request,
            status,
            answer: id ? `request id ${id}` : text.slice(0, 300),
          }),
        );
      }
      // A form that signs out (or a session ended another way): sign in again for the next case.
      if (
        who !== "anonymous" &&
        (form.action.startsWith("/logout") || /settings|family\/people/.test(form.action))
      ) {
        const check = await session.fetch("/settings/preferences");
        await check.arrayBuffer();
        if (check.status !== 200) {
          await session.signIn(accounts[who] as { email: string; password: string });
          csrf = tokenOf(await (await session.fetch("/settings/preferences")).text());
        }
      }
    }
  };
  for (const who of ["member", "admin", "anonymous"] as const) {
    const session = sessions[who];
    for (const asked of pages[who]) {
      // A page that redirects (the new meal form adds its idempotency key) is read where it lands.
      let page = asked;
      let response = await session.fetch(page);
      for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops++) {
        const location = response.headers.get("location") ?? "";
        await response.arrayBuffer();
        if (!location.startsWith("/")) break;
        page = location;
        response = await session.fetch(page);
      }
      const html = await response.text();
      if (response.status >= 500) {
        report.serverErrors.push(
          problem({
            kind: "5xx",
            operation: `GET ${page}`,
            request: `GET ${page}`,
            status: response.status,
            answer: html.slice(0, 300),
          }),
        );
        continue;
      }
      if (response.status !== 200) continue;
      for (const form of formsOf(html, page)) {
        const key = formKey(form);
        // Signing out, and the header's forms, once for the whole run.
        if (seen.has(key)) continue;
        seen.add(key);
        // The dashboard's community cards are other stories' recipes: only the tagged search's are ours.
        if (form.action.startsWith("/community") && !page.startsWith("/community")) continue;
        // Another intent of a form already fuzzed field by field: its drawn cases only.
        const shape = formKey({ ...form, submit: undefined });
        const perField = !shapes.has(shape);
        shapes.add(shape);
        report.forms.push(`${who} ${page} → ${key}`);
        report.operations++;
        await post(
          who,
          form,
          formCases(form, { seed: (seed + report.operations * 7919) | 0, runs, perField }),
          html,
        );
      }
    }
  }
  // Page actions whose form no page showed (it needs a plan, a pantry change, an invitation): a form of
  // plausible fields, posted as the member.
  const pattern = (route: string) => new RegExp(`^/${route.replace(/:\w+/g, "[^/]+")}$`);
  report.unreached = (options.actionRoutes ?? []).filter(
    (route) => ![...report.actions].some((action) => pattern(route).test(action)),
  );
  const csrfPage = await (await sessions.member.fetch("/settings/preferences")).text();
  for (const route of report.unreached) {
    const action = `/${route.replace(/:\w+/g, (name) => (name === ":id" ? String(world.a.meal) : "fuzz-token"))}`;
    const form: PageForm = {
      page: action,
      action,
      multipart: false,
      controls: ["intent", "id", "date", "name", "quantity", "version", "return_to"].map((name) => ({
        name,
        value: name === "date" ? "2025-03-04" : name === "name" ? "Fuzz" : "1",
        kind: "text",
      })),
    };
    report.forms.push(`member (no page) → ${formKey(form)}`);
    report.operations++;
    await post(
      "member",
      form,
      formCases(form, { seed: (seed + report.operations * 7919) | 0, runs }),
      csrfPage,
    );
  }
  report.healthz = await health.stop();
  for (const failure of report.healthz.failures)
    report.problems.push({ kind: "healthz", operation: "(during the run)", request: "", answer: failure });
  report.ms = performance.now() - started;
  return report;
}
