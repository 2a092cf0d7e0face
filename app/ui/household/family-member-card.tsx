// One card of the family grid (docs/product.md#family, 'Family page').
import { Link } from "@remix-run/react";
import * as css from "./family.css";
import { MemberAvatar } from "./family-avatar";
import { EditMemberLink } from "./family-dialogs";

export type MemberCardData = {
  id: number;
  name: string;
  age: number | null;
  avatar: string | null;
  isPrimary: boolean;
  dietaryPreferences: string[];
  allergies: string[];
  /** "We don't recognise 'X' as an allergen; …" for each allergy matched by name only (ADR 067). */
  unrecognisedAllergies?: string[];
  dislikedIngredients: string[];
  favoriteMeals: string[];
};

export function MemberCard({ member, canManage }: { member: MemberCardData; canManage: boolean }) {
  const headingId = `member-${member.id}-name`;
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <div className={css.cardHead}>
        <MemberAvatar name={member.name} avatar={member.avatar} />
        <div>
          <h2 id={headingId} className={css.cardName}>
            {member.name} {member.isPrimary ? <span className={css.primaryBadge}>Primary</span> : null}
          </h2>
          {member.age !== null ? <p className={css.cardLine}>{member.age} years old</p> : null}
        </div>
      </div>
      <Chips label="Dietary preferences" tags={member.dietaryPreferences} tone="diet" />
      <Chips label="Allergies" tags={member.allergies} tone="allergy" />
      {member.unrecognisedAllergies?.map((note) => (
        <p key={note} className={css.cardLine}>
          {note}
        </p>
      ))}
      <p className={css.cardLine}>
        <strong>Dislikes:</strong>{" "}
        {member.dislikedIngredients.length ? member.dislikedIngredients.join(", ") : "None"}
      </p>
      <p className={css.cardLine}>
        <strong>Favourite meals:</strong>{" "}
        {member.favoriteMeals.length ? member.favoriteMeals.join(", ") : "None set"}
      </p>
      {canManage ? (
        <div className={css.cardActions}>
          <EditMemberLink memberId={member.id} name={member.name} className={css.secondaryButton} />
          {member.isPrimary ? null : (
            <Link
              to={`/family/members/${member.id}/remove`}
              className={css.dangerButton}
              aria-label={`Remove ${member.name}`}
            >
              Remove
            </Link>
          )}
        </div>
      ) : null}
    </article>
  );
}

function Chips({ label, tags, tone }: { label: string; tags: string[]; tone: "diet" | "allergy" }) {
  if (!tags.length) return null;
  return (
    <ul className={css.chipList} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={css.chip[tone]}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
