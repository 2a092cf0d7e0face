// The mail that carries an admin's password reset link, when a mail server is configured (ADR 050).
import { RESET_LINK_HOURS } from "./constants";

export function resetLinkMail(name: string, url: string): { subject: string; text: string } {
  return {
    subject: "Set a new password for Family Meal Planner",
    text: [
      `Hello ${name},`,
      "",
      "An administrator of Family Meal Planner made a link for you to set a new password:",
      "",
      url,
      "",
      `It works once, for ${RESET_LINK_HOURS} hours. Setting the password signs you out everywhere else.`,
      "If you did not ask for this, you can ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}
