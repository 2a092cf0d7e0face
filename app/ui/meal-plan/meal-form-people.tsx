// Who eats the meal: 'Just Me', 'Whole Family' or chosen members, each with a portion (percent of a
// standard serving). With JavaScript the members fold under a summary and a portion is a slider.
import { PORTION } from "~/domain/meal-plan/constants";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./meal-form.css";
import type { MealFormSectionProps } from "./meal-form-state";
import { FOR_WHO, type FormMember, type ForWho } from "./meal-form-values";

const FOR_WHO_LABELS: Record<ForWho, string> = {
  "just-me": "Just Me",
  "whole-family": "Whole Family",
  custom: "Choose members",
};

export function MealPeople(props: MealFormSectionProps & { members: FormMember[]; meId: number | null }) {
  const { form, errorsOf, hydrated } = props;
  const { members, meId } = props;
  const { state, set, chooseForWho, toggleMember, setPortion } = form;
  const checkedCount = state.members.length;
  const peopleSummary =
    members.length > 0 && checkedCount === members.length
      ? "Everyone in the family"
      : checkedCount === 1 && state.members[0] === String(meId)
        ? "Just you"
        : `${checkedCount} selected`;
  return (
    <fieldset className={css.section} aria-describedby="meal-members-error">
      <legend className={css.legend}>For Who</legend>
      <div className={css.choiceRow}>
        {FOR_WHO.map((f) => (
          <span key={f} className={css.choice}>
            <input
              type="radio"
              id={`meal-for-${f}`}
              name="for_who"
              value={f}
              checked={state.forWho === f}
              onChange={() => chooseForWho(f)}
            />
            <label htmlFor={`meal-for-${f}`}>{FOR_WHO_LABELS[f]}</label>
          </span>
        ))}
      </div>
      {hydrated ? (
        <div className={css.actions}>
          <p className={css.summary} aria-live="polite">
            {peopleSummary}
          </p>
          <button
            type="button"
            className={css.linkButton}
            aria-expanded={state.showPeople}
            aria-controls="meal-people"
            onClick={() => set({ showPeople: !state.showPeople })}
          >
            {state.showPeople ? "Hide details" : "Show details"}
          </button>
        </div>
      ) : (
        <p className={formStyles.hint}>
          'Just Me' and 'Whole Family' need no ticks; with 'Choose members' the ticked members eat. Portions
          are percent of a standard serving.
        </p>
      )}
      <div id="meal-people" hidden={hydrated && !state.showPeople}>
        <ul className={css.memberList}>
          {members.map((m) => {
            const id = String(m.id);
            const checked = state.members.includes(id);
            const value = state.portions[id] ?? String(m.defaultPortion);
            const portionErrors = errorsOf(`portion_sizes.${id}`);
            return (
              <li key={id} className={css.memberRow}>
                <span className={formStyles.checkRow}>
                  <input
                    type="checkbox"
                    id={`meal-member-${id}`}
                    name="members"
                    value={id}
                    checked={checked}
                    onChange={(e) => toggleMember(id, e.currentTarget.checked)}
                  />
                  <label htmlFor={`meal-member-${id}`}>{m.name}</label>
                </span>
                <div className={css.portion} hidden={hydrated && !checked}>
                  <label className={formStyles.label} htmlFor={`meal-portion-${id}`}>
                    Portion for {m.name}
                  </label>
                  <span className={css.portionControl}>
                    <input
                      id={`meal-portion-${id}`}
                      name={`portion_sizes.${id}`}
                      // Without JavaScript a slider cannot show its value: a number field can.
                      type={hydrated ? "range" : "number"}
                      min={PORTION.formMin}
                      max={PORTION.max}
                      step={PORTION.step}
                      className={hydrated ? css.range : formStyles.input}
                      value={value}
                      onChange={(e) => setPortion(id, e.currentTarget.value)}
                      aria-invalid={portionErrors ? true : undefined}
                      aria-describedby={`meal-portion-${id}-error`}
                    />
                    {hydrated ? (
                      <output htmlFor={`meal-portion-${id}`} className={css.portionValue}>
                        {value}%
                      </output>
                    ) : (
                      <span aria-hidden="true">%</span>
                    )}
                  </span>
                  <FieldErrors id={`meal-portion-${id}-error`} errors={portionErrors} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <FieldErrors
        id="meal-members-error"
        errors={errorsOf("for_who", "members", "family_member_ids", "portion_sizes")}
      />
    </fieldset>
  );
}
